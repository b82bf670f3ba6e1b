import { describe, expect, it } from "vitest";
import { useAppUnderTest } from "./support/app-under-test.ts";

const app = useAppUnderTest();

describe("smoke", () => {
  it("shows the seeded Trending Twends on / and opens one at /campaign/{short_id}", async () => {
    const trending = (await (await fetch(`${app.server.origin}/api/campaigns/trending`)).json()) as {
      data: Array<{ title: string; short_id: string }>;
    };
    expect(trending.data.length).toBeGreaterThanOrEqual(3);
    const first = trending.data[0]!;

    const page = await app.browser.newPage({ viewport: { width: 1280, height: 900 } });
    // The app must run under its own Content-Security-Policy: any violation is a bug.
    const violations: string[] = [];
    page.on("console", (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    const visit = page.waitForResponse((r) => r.url().includes("/trpc/visits.track") && r.request().method() === "POST");
    await page.goto(app.server.origin);
    expect((await visit).status()).toBe(200);

    const section = page.locator("section", { has: page.getByRole("heading", { name: "Trending Twends" }) });
    await expect.poll(() => section.getByRole("link", { name: new RegExp(first.title) }).count()).toBeGreaterThan(0);
    for (const campaign of trending.data.slice(0, 3)) {
      await expect.poll(() => section.getByText(campaign.title).count()).toBeGreaterThan(0);
    }

    await section
      .getByRole("link", { name: new RegExp(first.title) })
      .first()
      .click();
    await page.waitForURL(`**/campaign/${first.short_id}`);
    await expect.poll(() => page.getByRole("heading", { name: first.title }).count()).toBeGreaterThan(0);
    expect(new URL(page.url()).pathname).toBe(`/campaign/${first.short_id}`);
    expect(violations).toEqual([]);
    await page.close();
  });

  it("serves the app for deep links and a real 404 page for unknown routes", async () => {
    const page = await app.browser.newPage({ viewport: { width: 375, height: 800 } });
    const res = await page.goto(`${app.server.origin}/this/does/not/exist`);
    expect(res?.status()).toBe(200);
    await expect.poll(() => page.getByRole("heading", { name: /page not found/i }).count()).toBe(1);
    await page.close();
  });
});
