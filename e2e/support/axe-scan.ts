import { AxeBuilder } from "@axe-core/playwright";
import type { Page } from "playwright-core";

interface AxeFindings {
  violations: Array<{ id: string; impact?: string | null; nodes: Array<{ target: unknown[] }> }>;
}

/** The serious and critical violations axe found, one line each, labelled with where they were seen. */
function severe({ violations }: AxeFindings, where: string): string[] {
  return violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${where}: ${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

/**
 * Axe's contrast rule alone, run by the copy of axe the light pass left in the page (in-page code,
 * hence a string): only colours differ between the schemes, so nothing else needs judging again.
 */
const CONTRAST_AGAIN = `axe.run(document, { runOnly: { type: "rule", values: ["color-contrast"] }, resultTypes: ["violations"] })`;

/**
 * The serious and critical violations on the page as it is now, in the light scheme, then the
 * contrast of the same page in the dark one, on the page as it stands instead of a second load.
 */
export async function severeViolations(page: Page, where: string): Promise<string[]> {
  // Axe judges colour contrast from what the browser has drawn, and parts of a page below its first
  // screen are drawn only as they near the viewport (content-visibility: auto): they are drawn for
  // it here, as a reader who scrolls to them sees them. Colours change at once with the scheme,
  // not through a transition axe could catch halfway.
  await page.addStyleTag({ content: "* { content-visibility: visible !important; transition: none !important; }" });
  const light = severe(await new AxeBuilder({ page }).analyze(), where);
  await page.emulateMedia({ colorScheme: "dark" });
  const dark = severe(await page.evaluate<AxeFindings>(CONTRAST_AGAIN), `${where} (dark)`);
  await page.emulateMedia({ colorScheme: "light" });
  return [...light, ...dark];
}
