import { gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { useAppUnderTest } from "./support/app-under-test.ts";

const app = useAppUnderTest();

describe("public generator weight", () => {
  // The size itself (goal: 120 KB gzipped) is reported, not asserted: weight goals live with the benchmarks.
  it("loads no studio, dashboard, admin or chart code, and gets its scripts compressed", async () => {
    const trending = (await (await fetch(`${app.server.origin}/api/campaigns/trending`)).json()) as { data: Array<{ short_id: string }> };
    const shortId = trending.data[0]?.short_id ?? "";
    const page = await app.browser.newPage({ viewport: { width: 390, height: 844 } });
    const scripts: Array<{ url: string; encoding: string | undefined; bytes: Promise<Buffer> }> = [];
    page.on("response", (response) => {
      if (response.request().resourceType() === "script") {
        scripts.push({ url: response.url(), encoding: response.headers()["content-encoding"], bytes: response.body() });
      }
    });
    await page.goto(`${app.server.origin}/campaign/${shortId}`, { waitUntil: "networkidle" });
    await expect.poll(() => page.getByRole("button", { name: /continue|generate/i }).count()).toBeGreaterThan(0);

    const loaded = await Promise.all(scripts.map(async (s) => ({ ...s, gzip: gzipSync(await s.bytes).byteLength })));
    const total = loaded.reduce((sum, s) => sum + s.gzip, 0);
    console.log(`generator first load: ${loaded.length} scripts, ${(total / 1024).toFixed(1)} KB gzipped`);
    for (const s of loaded) console.log(`  ${(s.gzip / 1024).toFixed(1)} KB ${s.url}`);
    expect(loaded.length).toBeGreaterThan(0);
    for (const s of loaded) {
      expect(s.url).not.toMatch(/\/assets\/(CreatePage|EditPage|Studio|use-studio|Dashboard|TwendStats|Admin)/);
      if (s.gzip > 1024) expect(s.encoding, s.url).toMatch(/^(br|gzip)$/);
    }
    await page.close();
  });
});
