import type { FastifyInstance } from "fastify";
import { languageAlternates, LOCALE_CODES, localisedPath } from "@twend/shared";
import { z } from "zod";
import { listedPublicly } from "../campaigns/lists/campaign-queries.ts";
import type { AppContext } from "../context/app-context.ts";

/**
 * Twends per sitemap file. Each is listed at its eleven addresses (every language's and the
 * unprefixed one), each naming all eleven: 11,000 URLs and about 13 MB, within the protocol's
 * 50,000 URLs and 50 MB; smaller files keep each request cheap.
 */
export const SITEMAP_CHUNK = 1_000;
const STATIC_PAGES = ["/", "/browse", "/blog", "/about", "/help", "/contact", "/roadmap", "/demo", "/privacy", "/terms"];
// Pages of one person or of the admins: never useful in a search result.
const PRIVATE_PATHS = ["/admin", "/dashboard", "/profile", "/create", "/edit/", "/d/", "/auth", "/signin", "/api/", "/trpc/"];

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** A page at each of its addresses (every language's, then the unprefixed one), each entry naming all of them as alternates. */
function pageEntries(url: string, lastmod: Date | undefined): string {
  const alternates = languageAlternates(url);
  const links = alternates.map((a) => `<xhtml:link rel="alternate" hreflang="${a.hreflang}" href="${escapeXml(a.href)}"/>`).join("");
  const modified = lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : "";
  return alternates.map((a) => `<url><loc>${escapeXml(a.href)}</loc>${modified}${links}</url>`).join("");
}

function urlSet(pages: Array<{ loc: string; lastmod?: Date }>): string {
  const entries = pages.map((page) => pageEntries(page.loc, page.lastmod));
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">${entries.join("")}</urlset>\n`;
}

// The private paths at every address, the languages' too.
const DISALLOWED = ["", ...LOCALE_CODES.map((code) => localisedPath(code, "/"))].flatMap((prefix) => PRIVATE_PATHS.map((p) => `Disallow: ${prefix}${p}`));

/** robots.txt and a sitemap index over the static pages, the published posts and every listed Twend, each in every language. */
export async function sitemapRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const origin = ctx.config.appOrigin;
  const xml = "application/xml; charset=utf-8";

  app.get("/robots.txt", async (_req, reply) =>
    reply
      .type("text/plain; charset=utf-8")
      .header("Cache-Control", "public, max-age=3600")
      .send(["User-agent: *", "Allow: /", ...DISALLOWED, "", `Sitemap: ${origin}/sitemap.xml`, ""].join("\n")),
  );

  app.get("/sitemap.xml", async (_req, reply) => {
    const campaigns = await ctx.db.prisma.campaign.count({ where: listedPublicly(ctx) });
    const files = ["pages", "blog", ...Array.from({ length: Math.ceil(campaigns / SITEMAP_CHUNK) }, (_, i) => `twends-${i + 1}`)];
    const body = `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${files
      .map((f) => `<sitemap><loc>${escapeXml(`${origin}/sitemaps/${f}.xml`)}</loc></sitemap>`)
      .join("")}</sitemapindex>\n`;
    return reply.type(xml).header("Cache-Control", "public, max-age=3600").send(body);
  });

  app.get("/sitemaps/pages.xml", async (_req, reply) => reply.type(xml).send(urlSet(STATIC_PAGES.map((p) => ({ loc: origin + (p === "/" ? "" : p) })))));

  app.get("/sitemaps/blog.xml", async (_req, reply) => {
    const posts = await ctx.db.prisma.blogPost.findMany({ where: { isPublished: true }, select: { slug: true, updatedAt: true }, orderBy: { id: "asc" } });
    return reply.type(xml).send(urlSet(posts.map((p) => ({ loc: `${origin}/blog/${p.slug}`, lastmod: p.updatedAt }))));
  });

  app.get("/sitemaps/:file", async (req, reply) => {
    const match = /^twends-(\d{1,6})\.xml$/.exec(z.object({ file: z.string() }).parse(req.params).file);
    const chunk = match ? Number(match[1]) : 0;
    if (chunk < 1) return reply.status(404).type("text/plain").send("Not found");
    // By id, so each file keeps its Twends as new ones are added at the end.
    const rows = await ctx.db.prisma.campaign.findMany({
      where: listedPublicly(ctx),
      orderBy: { id: "asc" },
      skip: (chunk - 1) * SITEMAP_CHUNK,
      take: SITEMAP_CHUNK,
      select: { shortId: true, updatedAt: true },
    });
    if (rows.length === 0) return reply.status(404).type("text/plain").send("Not found");
    return reply.type(xml).send(urlSet(rows.map((r) => ({ loc: `${origin}/campaign/${r.shortId}`, lastmod: r.updatedAt }))));
  });
}
