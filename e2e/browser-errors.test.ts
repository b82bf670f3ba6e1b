import { readFileSync } from "node:fs";
import path from "node:path";
import { metricValue } from "@twend/runtime/testing";
import { describe, expect, it } from "vitest";
import { useAppUnderTest } from "./support/app-under-test.ts";
import { settle } from "./support/public-pages.ts";

const app = useAppUnderTest();

const reported = async (kind: "error" | "rejection") => {
  const res = await fetch(`${app.server.origin}/metrics`);
  return metricValue(await res.text(), "browser_errors_total", { kind }) ?? 0;
};

/** The server's warn lines about its visitors' browsers, from its log in DATA_DIR. */
const browserErrorLines = () =>
  readFileSync(path.join(app.server.dataDir, "server.log"), "utf8")
    .split("\n")
    .filter((line) => line.includes('"msg":"browser error"'))
    .map((line) => JSON.parse(line) as { level: number; browserError: Record<string, unknown> });

describe("an error a visitor's page does not catch", () => {
  it("reaches the API, is logged and counted once, and breaks no rule of the page's Content-Security-Policy", async () => {
    const context = await app.browser.newContext();
    const page = await context.newPage();
    const console: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error" || message.type() === "warning") console.push(message.text());
    });
    await page.goto(`${app.server.origin}/about?utm_source=mail&email=ann%40example.com`);
    await settle(page);
    const [errorsBefore, rejectionsBefore] = [await reported("error"), await reported("rejection")];

    const sent = page.waitForRequest((request) => request.url().endsWith("/api/client-errors") && request.method() === "POST");
    // Thrown twice: the page reports it once.
    await page.evaluate(() => {
      for (let i = 0; i < 2; i += 1)
        setTimeout(() => {
          throw new Error("The generator's canvas went away");
        });
      void Promise.reject(new TypeError("A rejection nobody handled"));
    });
    const request = await sent;
    expect(request.headers()["content-type"]).toBe("application/json");
    expect(request.headers().cookie).toBeUndefined();

    await expect.poll(() => reported("error")).toBe(errorsBefore + 1);
    await expect.poll(() => reported("rejection")).toBe(rejectionsBefore + 1);
    await expect.poll(() => browserErrorLines().length).toBeGreaterThanOrEqual(2);
    const lines = browserErrorLines();
    expect(lines.map((line) => line.level)).toEqual(lines.map(() => 40));
    expect(lines.map((line) => line.browserError)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kind: "error", message: "Error: The generator's canvas went away", path: "/about", browser: "chrome" }),
        expect.objectContaining({ kind: "rejection", message: "TypeError: A rejection nobody handled", path: "/about", browser: "chrome" }),
      ]),
    );
    // The built app names its release; the page's query string goes nowhere.
    for (const line of lines) {
      expect(line.browserError.release).toMatch(/^[\w-]+$/);
      expect(JSON.stringify(line.browserError)).not.toMatch(/utm_source|ann%40|example\.com/);
    }
    // A second wait: nothing more arrives for the second throw of the same error.
    await page.waitForTimeout(500);
    expect(await reported("error")).toBe(errorsBefore + 1);
    expect(console.filter((text) => /Content.Security.Policy|Refused to connect/i.test(text))).toEqual([]);
    await context.close();
  });
});
