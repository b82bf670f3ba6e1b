import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { directionOf, type Locale, LOCALE_CODES } from "@twend/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { i18nFor } from "../i18n/server-i18n.ts";
import { signedUpCreator } from "../testing/http-client.ts";
import { solidPngDataUrl } from "../testing/sample-campaign.ts";
import { createTestApp, type TestApp } from "../testing/test-app.ts";
import type { PageRenderer } from "../pages/page-renderer.ts";
import { PAGE_TEXTS } from "./page-texts.ts";

const ORIGIN = "http://localhost:3000";
const SHELL = `<!doctype html><html lang="en"><head><meta name="description" content="${PAGE_TEXTS.siteDescription}" /><title>${PAGE_TEXTS.siteTitle}</title></head><body><div id="root"></div></body></html>`;

/** Stands in for the SPA's server entry on a Twend's page: writes the language it was asked to render in. */
const languageEcho: PageRenderer = {
  renderPage: async ({ url, i18n }) => (url.includes("/campaign/") ? { html: `<p>rendered in ${i18n.locale}</p>`, stateScript: "" } : null),
};

let t: TestApp;
let webDist: string;
let shortId: string;

beforeAll(async () => {
  webDist = await mkdtemp(path.join(tmpdir(), "twend-addresses-"));
  await writeFile(path.join(webDist, "index.html"), SHELL);
  const background = await solidPngDataUrl(200, 200, { r: 20, g: 120, b: 60 });
  t = await createTestApp({ webDist, pageRenderer: languageEcho });
  const creator = await signedUpCreator(t.app, "addresses");
  // The creator's own page language: an address that names another wins over it.
  const created = await creator.post("/api/campaigns", { title: "Hari Bumi", background_image_url: background, category: "Movement", locale: "id" });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  shortId = (created.body.data as { short_id: string }).short_id;
  await t.ctx.db.prisma.blogPost.create({
    data: {
      slug: "launch-day",
      title: "Launch day",
      excerpt: "How to launch",
      content: "<p>Body</p>",
      authorName: "Ada",
      category: "Strategy & Tips",
      tags: "",
      isPublished: true,
    },
  });
});
afterAll(async () => {
  await t.close();
  await rm(webDist, { recursive: true, force: true });
});

// A visitor whose cookie and browser both ask for Turkish: the address must win over both.
const page = (url: string) => t.app.inject({ method: "GET", url, headers: { "accept-language": "tr", cookie: "twend_locale=tr" } });
/** The root element's language attributes, whatever else it carries. */
const languageOf = (body: string) => {
  const tag = /<html[^>]*>/.exec(body)?.[0] ?? "";
  const attribute = (name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];
  return { lang: attribute("lang"), dir: attribute("dir"), served: attribute("data-locale") };
};
const servedIn = (locale: Locale) => ({ lang: locale, dir: directionOf(locale), served: locale });
const titleOf = (body: string) => /<title>([^<]*)<\/title>/.exec(body)?.[1];
const canonicalOf = (body: string) => /<link rel="canonical" href="([^"]*)"/.exec(body)?.[1];
const alternatesOf = (body: string) => [...body.matchAll(/<link rel="alternate" hreflang="([^"]*)" href="([^"]*)" \/>/g)].map(([, lang, href]) => [lang, href]);

/** Every language's address of the unprefixed `path`, then the unprefixed one as x-default. */
const expectedAlternates = (path: string) => [
  ...LOCALE_CODES.map((code) => [code, `${ORIGIN}/${code}${path === "/" ? "" : path}`]),
  ["x-default", `${ORIGIN}${path === "/" ? "" : path}`],
];

describe("a public page at a language's address", () => {
  const STATIC_PAGES: Array<[string, string]> = [
    ["/", "Twend · Campaign profile picture frames"],
    ["/browse", "Browse Twends · Twend"],
    ["/about", "About · Twend"],
    ["/help", "Help Center · Twend"],
    ["/blog", "Blog · Twend"],
    ["/privacy", "Privacy Policy · Twend"],
  ];

  it.each<Locale>(LOCALE_CODES)("is served in %s, with its title, canonical address and every language's address", async (locale) => {
    for (const [path, title] of STATIC_PAGES) {
      const address = `/${locale}${path === "/" ? "" : path}`;
      const res = await page(address);
      expect(res.statusCode, address).toBe(200);
      expect(languageOf(res.body), address).toEqual(servedIn(locale));
      expect(titleOf(res.body), address).toBe(i18nFor(locale)._(title));
      expect(res.body, address).toContain(`<meta property="og:url" content="${ORIGIN}${address}" />`);
      expect(canonicalOf(res.body), address).toBe(`${ORIGIN}${address}`);
      expect(alternatesOf(res.body), address).toEqual(expectedAlternates(path));
      // The address alone decides the language: the browser's languages do not change the answer.
      expect(res.headers.vary ?? "", address).not.toContain("Accept-Language");
    }
    if (locale !== "en") expect(titleOf((await page(`/${locale}/about`)).body)).not.toBe("About · Twend");
  });

  it("is a Twend's page in that language, over its creator's page language, rendered and kept per address", async () => {
    for (const locale of ["es", "ar", "es"] as const) {
      const res = await page(`/${locale}/campaign/${shortId}`);
      expect(languageOf(res.body)).toEqual(servedIn(locale));
      expect(res.body).toContain(`<p>rendered in ${locale}</p>`);
      expect(res.body).toContain(i18nFor(locale)._(PAGE_TEXTS.campaignDescription, { title: "Hari Bumi" }).replaceAll('"', "&#34;"));
      expect(canonicalOf(res.body)).toBe(`${ORIGIN}/${locale}/campaign/${shortId}`);
      expect(alternatesOf(res.body)).toEqual(expectedAlternates(`/campaign/${shortId}`));
      expect(res.headers.vary).not.toContain("Accept-Language");
      expect(res.headers.vary).toContain("Sec-CH-UA-Mobile");
    }
    // The unprefixed address keeps choosing per visitor (the cookie here), and its canonical stays unprefixed.
    const unprefixed = await page(`/campaign/${shortId}`);
    expect(languageOf(unprefixed.body).lang).toBe("tr");
    expect(unprefixed.body).toContain("<p>rendered in tr</p>");
    expect(canonicalOf(unprefixed.body)).toBe(`${ORIGIN}/campaign/${shortId}`);
    expect(alternatesOf(unprefixed.body)).toEqual(expectedAlternates(`/campaign/${shortId}`));
    expect(unprefixed.headers.vary).toContain("Accept-Language");
    const creatorsChoice = await t.app.inject({ method: "GET", url: `/campaign/${shortId}` });
    expect(languageOf(creatorsChoice.body).lang).toBe("id");
  });

  it("is a blog post, and a trailing slash or a query changes nothing", async () => {
    const post = await page("/ur/blog/launch-day/?ref=qr");
    expect(languageOf(post.body)).toEqual(servedIn("ur"));
    expect(canonicalOf(post.body)).toBe(`${ORIGIN}/ur/blog/launch-day`);
    expect(alternatesOf(post.body)).toEqual(expectedAlternates("/blog/launch-day"));
    expect(languageOf((await page("/pt-BR/")).body)).toEqual(servedIn("pt-BR"));
  });
});

describe("an address with no page of its own in each language", () => {
  it("is a signed-in screen in the language of the prefixed page it was reached from", async () => {
    const dashboard = await page("/es/dashboard");
    expect(dashboard.statusCode).toBe(200);
    expect(languageOf(dashboard.body).lang).toBe("es");
    expect(titleOf(dashboard.body)).toBe(i18nFor("es")._(PAGE_TEXTS.siteTitle));
  });

  it("names no language when its prefix is none of the app's: the app's own not-found page, in the visitor's language", async () => {
    for (const url of ["/xx/campaign/abc", "/pt-br/about", "/ES/browse"]) {
      const res = await page(url);
      expect(res.statusCode, url).toBe(200);
      expect(languageOf(res.body).lang, url).toBe("tr");
      expect(canonicalOf(res.body), url).toBeUndefined();
      expect(res.body, url).toContain('<div id="root"></div>');
    }
  });
});
