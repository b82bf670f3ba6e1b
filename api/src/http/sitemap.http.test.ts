import { LOCALE_CODES } from "@twend/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../testing/test-app.ts";
import { staticPageMeta } from "./static-page-meta.ts";

const ORIGIN = "http://localhost:3000";
const SITEMAP_NS = "http://www.sitemaps.org/schemas/sitemap/0.9";
const XHTML_NS = "http://www.w3.org/1999/xhtml";

interface XmlElement {
  name: string;
  attributes: Record<string, string>;
  children: XmlElement[];
  text: string;
}

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };

/** Character data with its references resolved; a bare `&`, `<` or `>` or an unknown entity is not well-formed. */
function characterData(raw: string): string {
  if (/[<>]/.test(raw)) throw new Error(`markup in character data: ${raw.slice(0, 80)}`);
  return raw.replace(/&([^;]*);?/g, (whole, name: string) => {
    const numeric = /^#(\d+)$/.exec(name)?.[1];
    if (!whole.endsWith(";") || (numeric === undefined && !(name in ENTITIES))) throw new Error(`not a reference: ${whole}`);
    return numeric === undefined ? (ENTITIES[name] ?? "") : String.fromCodePoint(Number(numeric));
  });
}

const TAG = /<(\/?)([A-Za-z_][\w.:-]*)((?:\s+[A-Za-z_][\w.:-]*="[^"]*")*)\s*(\/?)>/y;

/**
 * A strict reader of the sitemap's XML: the declaration, then one root element of elements with
 * quoted attributes, text and references, every tag closed in order; it throws at anything else.
 */
function parseXml(xml: string): XmlElement {
  const declaration = /^<\?xml version="1\.0" encoding="UTF-8"\?>\n/.exec(xml);
  if (!declaration) throw new Error("no XML declaration");
  const root: XmlElement = { name: "#document", attributes: {}, children: [], text: "" };
  const open: XmlElement[] = [root];
  let at = declaration[0].length;
  while (at < xml.length) {
    const next = xml.indexOf("<", at);
    const text = xml.slice(at, next === -1 ? xml.length : next);
    const parent = open.at(-1) ?? root;
    if (parent === root ? text.trim() !== "" : false) throw new Error(`text outside the root: ${text}`);
    parent.text += characterData(text);
    if (next === -1) break;
    TAG.lastIndex = next;
    const tag = TAG.exec(xml);
    if (!tag) throw new Error(`malformed tag at ${next}: ${xml.slice(next, next + 80)}`);
    const [whole, closing, name = "", attributeText = "", selfClosing] = tag;
    at = next + whole.length;
    if (closing) {
      if (open.pop()?.name !== name || selfClosing) throw new Error(`</${name}> closes nothing open`);
      continue;
    }
    const attributes: Record<string, string> = {};
    for (const [, key = "", value = ""] of attributeText.matchAll(/([\w.:-]+)="([^"]*)"/g)) {
      if (key in attributes) throw new Error(`${name} repeats ${key}`);
      attributes[key] = characterData(value);
    }
    const element: XmlElement = { name, attributes, children: [], text: "" };
    if (parent === root && root.children.length > 0) throw new Error("a second root element");
    parent.children.push(element);
    if (!selfClosing) open.push(element);
  }
  if (open.length !== 1) throw new Error(`unclosed <${open.at(-1)?.name}>`);
  const [document] = root.children;
  if (!document) throw new Error("no root element");
  return document;
}

/** The `<url>` entries of a urlset, each its address and its alternates, after checking the namespaces they are written in. */
function urlEntries(xml: string): Array<{ loc: string; lastmod: string | undefined; alternates: Array<[string, string]> }> {
  const urlset = parseXml(xml);
  expect(urlset.name).toBe("urlset");
  expect(urlset.attributes).toEqual({ xmlns: SITEMAP_NS, "xmlns:xhtml": XHTML_NS });
  return urlset.children.map((url) => {
    expect(url.name).toBe("url");
    const loc = url.children.filter((c) => c.name === "loc");
    expect(loc).toHaveLength(1);
    for (const child of url.children) expect(["loc", "lastmod", "xhtml:link"]).toContain(child.name);
    const links = url.children.filter((c) => c.name === "xhtml:link");
    for (const link of links) expect(Object.keys(link.attributes).sort()).toEqual(["href", "hreflang", "rel"]);
    return {
      loc: loc[0]?.text ?? "",
      lastmod: url.children.find((c) => c.name === "lastmod")?.text,
      alternates: links.map((link): [string, string] => {
        expect(link.attributes["rel"]).toBe("alternate");
        return [link.attributes["hreflang"] ?? "", link.attributes["href"] ?? ""];
      }),
    };
  });
}

/** Every language's address of an unprefixed path, then the unprefixed one as x-default. */
const clusterOf = (path: string): Array<[string, string]> => [
  ...LOCALE_CODES.map((code): [string, string] => [code, `${ORIGIN}/${code}${path === "/" ? "" : path}`]),
  ["x-default", `${ORIGIN}${path === "/" ? "" : path}`],
];

/** Checks each entry's URL is absolute on the site and that it names its whole cluster, itself included; answers the locs. */
function checkedLocs(entries: ReturnType<typeof urlEntries>): string[] {
  for (const entry of entries) {
    expect(new URL(entry.loc).origin, entry.loc).toBe(ORIGIN);
    const unprefixed = entry.alternates.find(([hreflang]) => hreflang === "x-default")?.[1] ?? "";
    expect(entry.alternates, entry.loc).toEqual(clusterOf(new URL(unprefixed).pathname));
    expect(entry.alternates.map(([, href]) => href)).toContain(entry.loc);
  }
  return entries.map((entry) => entry.loc);
}

let t: TestApp;
const get = (url: string) => t.app.inject({ method: "GET", url });

beforeAll(async () => {
  t = await createTestApp();
  const prisma = t.ctx.db.prisma;
  await prisma.campaign.create({ data: { shortId: "mapped-twend", title: "Mapped & <listed>", category: "Social", backgroundImageUrl: "/media/x.png" } });
  await prisma.campaign.create({ data: { shortId: "hidden-twend", title: "Hidden", category: "Social", backgroundImageUrl: "/media/y.png", isActive: false } });
  const post = { excerpt: "", content: "<p>Body</p>", authorName: "Ada", category: "Strategy & Tips", tags: "" };
  await prisma.blogPost.create({ data: { ...post, slug: "launch-day", title: "Launch day", isPublished: true } });
  await prisma.blogPost.create({ data: { ...post, slug: "draft-post", title: "Draft", isPublished: false } });
});
afterAll(() => t.close());

describe("the sitemap", () => {
  it("indexes files that are each well-formed XML in the sitemap namespace, every URL absolute", async () => {
    const index = parseXml((await get("/sitemap.xml")).body);
    expect([index.name, index.attributes]).toEqual(["sitemapindex", { xmlns: SITEMAP_NS }]);
    const files = index.children.map((sitemap) => sitemap.children.find((c) => c.name === "loc")?.text ?? "");
    expect(files).toEqual([`${ORIGIN}/sitemaps/pages.xml`, `${ORIGIN}/sitemaps/blog.xml`, `${ORIGIN}/sitemaps/twends-1.xml`]);
    for (const file of files) {
      const res = await get(new URL(file).pathname);
      expect(res.statusCode, file).toBe(200);
      expect(res.headers["content-type"]).toContain("application/xml");
      expect(checkedLocs(urlEntries(res.body)).length, file).toBeGreaterThan(0);
    }
  });

  it("lists every public page at every language's address and at its unprefixed one", async () => {
    const locs = checkedLocs(urlEntries((await get("/sitemaps/pages.xml")).body));
    const pages = Object.keys(staticPageMeta(ORIGIN));
    expect(pages).toContain("/browse");
    expect(locs.sort()).toEqual(pages.flatMap((path) => clusterOf(path).map(([, href]) => href)).sort());
    expect(locs).toContain(`${ORIGIN}/ar`);
    expect(locs).toContain(`${ORIGIN}/pt-BR/privacy`);
  });

  it("lists published posts and listed Twends in every language, with when they changed", async () => {
    const posts = urlEntries((await get("/sitemaps/blog.xml")).body);
    expect(checkedLocs(posts).sort()).toEqual(
      clusterOf("/blog/launch-day")
        .map(([, href]) => href)
        .sort(),
    );
    const twends = urlEntries((await get("/sitemaps/twends-1.xml")).body);
    expect(checkedLocs(twends).sort()).toEqual(
      clusterOf("/campaign/mapped-twend")
        .map(([, href]) => href)
        .sort(),
    );
    for (const entry of [...posts, ...twends]) expect(Number.isNaN(Date.parse(entry.lastmod ?? "")), entry.loc).toBe(false);
    expect((await get("/sitemaps/twends-2.xml")).statusCode).toBe(404);
  });

  it("keeps private paths out of robots at every language's address too", async () => {
    const robots = (await get("/robots.txt")).body.split("\n");
    for (const line of ["Disallow: /dashboard", "Disallow: /es/dashboard", "Disallow: /pt-BR/d/", "Disallow: /ur/admin"]) expect(robots).toContain(line);
    expect(robots).not.toContain("Disallow: /es/campaign/");
    expect(robots).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  });
});

describe("the sitemap's reader in this test", () => {
  it("refuses what is not well-formed, so the checks above can fail", () => {
    const head = '<?xml version="1.0" encoding="UTF-8"?>\n';
    for (const broken of [
      "<urlset><url></urlset>",
      "<urlset>a & b</urlset>",
      '<urlset a="1" a="2"/>',
      "<a/><b/>",
      "<urlset><loc>x</url></urlset>",
      "<urlset>&nbsp;</urlset>",
    ]) {
      expect(() => parseXml(head + broken), broken).toThrow();
    }
    expect(() => parseXml("<urlset/>")).toThrow();
    expect(parseXml(`${head}<urlset><loc>a &amp; b&#38;c</loc></urlset>`).children[0]?.text).toBe("a & b&c");
  });
});
