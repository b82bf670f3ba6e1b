import { openComposePage, type PageBenchFigures, type Scene } from "@twend/composition/testing";
import { launchBrowser } from "../../e2e/support/browser.ts";

/** Compose + PNG in headless Chromium against a bare draw + convertToBlob of the same size, in the same page. */
export async function benchBrowser(scenes: readonly Scene[], runs: number): Promise<PageBenchFigures[]> {
  const browser = await launchBrowser();
  try {
    const page = await openComposePage(await browser.newPage());
    const figures: PageBenchFigures[] = [];
    for (const scene of scenes) figures.push(await page.bench(scene, runs));
    return figures;
  } finally {
    await browser.close();
  }
}
