import { copyFile, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { THEME_COLORS } from "@twend/shared";
import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { spaRoutes } from "./spa.http.ts";

let webDist: string;
let app: FastifyInstance;

beforeAll(async () => {
  // The app's own shell, so its colour-scheme and theme-color tags are the ones the server rewrites.
  webDist = await mkdtemp(path.join(tmpdir(), "twend-theme-"));
  await copyFile(path.resolve(import.meta.dirname, "../../../web/index.html"), path.join(webDist, "index.html"));
  app = Fastify();
  await spaRoutes(app, webDist);
});

afterAll(async () => {
  await app.close();
  await rm(webDist, { recursive: true, force: true });
});

async function page(cookie?: string): Promise<{ html: string; vary: string }> {
  const res = await app.inject({ method: "GET", url: "/browse", headers: cookie ? { cookie } : {} });
  expect(res.statusCode).toBe(200);
  return { html: res.body, vary: String(res.headers.vary) };
}

const colorScheme = (html: string) => /<meta name="color-scheme" content="([^"]*)"/.exec(html)?.[1];
const themeColors = (html: string) => [...html.matchAll(/<meta name="theme-color" content="([^"]*)" media="([^"]*)"/g)].map((m) => [m[1], m[2]]);

describe("a page in the visitor's colour scheme", () => {
  it("leaves the scheme to the device until the visitor chooses one", async () => {
    const { html, vary } = await page();
    expect(html).toMatch(/<html data-theme="system" lang="en"/);
    expect(colorScheme(html)).toBe("light dark");
    expect(themeColors(html)).toEqual([
      [THEME_COLORS.light, "(prefers-color-scheme: light)"],
      [THEME_COLORS.dark, "(prefers-color-scheme: dark)"],
    ]);
    expect(vary.split(", ")).toContain("Cookie");
  });

  it("comes out dark, browser parts and bar included, for a visitor who chose Dark on a light device", async () => {
    const { html } = await page("twend_locale=fr; twend_theme=dark");
    expect(html).toMatch(/<html data-theme="dark" lang="fr"/);
    expect(colorScheme(html)).toBe("dark");
    expect(themeColors(html).map(([colour]) => colour)).toEqual([THEME_COLORS.dark, THEME_COLORS.dark]);
  });

  it("comes out light for Light, and ignores a cookie that names no scheme", async () => {
    const light = await page("twend_theme=light");
    expect(light.html).toMatch(/<html data-theme="light"/);
    expect(colorScheme(light.html)).toBe("light");
    expect(themeColors(light.html).map(([colour]) => colour)).toEqual([THEME_COLORS.light, THEME_COLORS.light]);
    expect((await page("twend_theme=sepia")).html).toMatch(/<html data-theme="system"/);
  });
});
