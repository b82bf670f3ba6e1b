import { describe, expect, it } from "vitest";
import { useAppUnderTest } from "./support/app-under-test.ts";
import { REVIEW_VIEWPORTS } from "./support/devices.ts";
import { publicPaths, settle, usePublicRecords } from "./support/public-pages.ts";

const app = useAppUnderTest();
const records = usePublicRecords(app);

describe.each(REVIEW_VIEWPORTS)("an anonymous visitor's console ($name, $width px)", ({ width, height }) => {
  it("stays free of errors and warnings on every public page", async () => {
    const context = await app.browser.newContext({ viewport: { width, height } });
    const page = await context.newPage();
    const messages: string[] = [];
    let current = "";
    page.on("console", (message) => {
      const type = message.type();
      if (type === "error" || type === "warning") messages.push(`${current}: console.${type}: ${message.text()} (${message.location().url})`);
    });
    page.on("pageerror", (error) => messages.push(`${current}: page error: ${error.message}`));

    for (const path of publicPaths(records())) {
      current = path;
      await page.goto(`${app.server.origin}${path}`);
      await settle(page);
    }
    expect(messages).toEqual([]);
    await context.close();
  });
});
