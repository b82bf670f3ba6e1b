import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import { directionOf, isWellFormedText, languageAlternates, type Locale, LOCALE_CODES, localisedPath, localisedUrl, MESSAGES } from "@twend/shared";
import type { FastifyReply, FastifyRequest } from "fastify";
import { addressLocale, pageLocale } from "../i18n/request-locale.ts";
import { i18nFor } from "../i18n/server-i18n.ts";
import type { RenderedPage } from "../pages/page-renderer.ts";
import { deferEntryScript } from "../pages/deferred-entry.ts";
import { inlineStylesheets } from "../pages/inline-stylesheets.ts";
import { withRenderedPage } from "../pages/rendered-page-html.ts";
import { pageRequestKey, type RenderedPageStore } from "../pages/rendered-page-store.ts";
import { CompressibleBody, sendCompressible } from "./compressible-body.ts";
import { ASSETS_DIR, immutableAssetRoutes } from "./immutable-assets.http.ts";
import { withPageMeta, type PageMeta } from "./page-meta.ts";
import { PAGE_TEXTS } from "./page-texts.ts";
import { SERVICE_WORKER_FILE, serviceWorkerRoute } from "./service-worker.http.ts";
import { chosenTheme, inTheme } from "./page-theme.ts";

/**
 * The link-preview tags of a page, in the language `localeOf` picks for it given the language its
 * creator set (a Twend's), if any; null for a page that does not exist.
 */
export type PageMetaRoute = (params: Record<string, string>, localeOf: (creatorsChoice: Locale | null) => Locale) => Promise<PageMeta | null>;

/**
 * App routes whose link previews carry their own tags, e.g. `/campaign/:shortId`: the public pages,
 * each also served at every language's address (`/es/campaign/:shortId`).
 */
export type PageMetaRoutes = Record<string, PageMetaRoute>;

// With the build's hashed files: a chunk a page of an older version asks for after a deploy is a
// 404, never the app's HTML under a script's name, which a cache would keep as that script.
const API_PREFIXES = ["/api/", "/trpc/", "/media/", "/og/", `/${ASSETS_DIR}/`];

const isApiPath = (url: string) => url === "/api" || url === "/trpc" || API_PREFIXES.some((p) => url.startsWith(p));

/** Renders a request's page on the server, in `locale`; null when the page is left to the SPA. */
export type RenderPage = (req: FastifyRequest, locale: Locale) => Promise<RenderedPage | null>;

const escapeAttribute = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The app's HTML in `locale`: the root element's language and direction, which the SPA starts in
 * (`data-locale`), and the generic title and description translated (a page with its own tags has
 * already replaced them).
 */
export function inLocale(html: string, locale: Locale): string {
  const i18n = i18nFor(locale);
  return html
    .replace(/<html lang="[^"]*">/, () => `<html lang="${locale}" dir="${directionOf(locale)}" data-locale="${locale}">`)
    .replace(`<title>${PAGE_TEXTS.siteTitle}</title>`, () => `<title>${escapeAttribute(i18n._(PAGE_TEXTS.siteTitle))}</title>`)
    .replace(/(<meta\s+name="description"\s+content=")([^"]*)(")/, (whole, open: string, content: string, close: string) =>
      content === PAGE_TEXTS.siteDescription ? `${open}${escapeAttribute(i18n._(PAGE_TEXTS.siteDescription))}${close}` : whole,
    );
}

/** A server-rendered page is also laid out for the screen class its request suggests. */
const BY_SCREEN = ["Sec-CH-UA-Mobile", "User-Agent"];

/**
 * Every HTML answer: never cached as is, different by language (the header and the switcher's
 * cookie) unless its address names the language, by the colour scheme the visitor chose (a
 * cookie too), and by what `vary` adds.
 */
function asHtmlPage(req: FastifyRequest, reply: FastifyReply, vary: readonly string[]): FastifyReply {
  const headers = [...(addressLocale(req) === null ? ["Accept-Language"] : []), "Cookie", ...vary];
  return reply.header("Cache-Control", "no-cache").header("Vary", headers.join(", "));
}

function sendHtml(req: FastifyRequest, reply: FastifyReply, html: string, { status = 200, vary = [] as readonly string[] } = {}): FastifyReply {
  return asHtmlPage(req, reply.status(status), vary).type("text/html; charset=utf-8").send(html);
}

function sendRenderedPage(req: FastifyRequest, reply: FastifyReply, page: CompressibleBody, vary = BY_SCREEN): FastifyReply {
  return sendCompressible(req, asHtmlPage(req, reply, vary), page, "text/html; charset=utf-8");
}

/**
 * A page's tags at the address it was asked at: its canonical URL is that language's address (the
 * unprefixed one at the unprefixed address), with every language's address beside it.
 */
function atAddress(meta: PageMeta, req: FastifyRequest): PageMeta {
  const prefix = addressLocale(req);
  return { ...meta, url: prefix ? localisedUrl(meta.url, prefix) : meta.url, alternates: languageAlternates(meta.url) };
}

/**
 * Serves the built SPA: hashed assets cached for a year (from memory), index.html never
 * cached, and every other non-API GET answered with the app (history routing).
 * Pages with their own link-preview tags are also rendered on the server when
 * `renderPage` is given and renders them. Unknown API paths get the JSON 404.
 */
export async function spaRoutes(
  app: FastifyInstance,
  webDist: string | undefined,
  metaRoutes: PageMetaRoutes = {},
  renderPage?: RenderPage,
  pageStores: Readonly<Record<string, RenderedPageStore>> = {},
): Promise<void> {
  const indexHtml = webDist !== undefined && existsSync(path.join(webDist, "index.html")) ? readFileSync(path.join(webDist, "index.html"), "utf8") : null;
  if (webDist !== undefined && indexHtml !== null) {
    const renderedShell = renderPage ? deferEntryScript(inlineStylesheets(indexHtml, webDist)) : indexHtml;
    for (const [route, metaFor] of Object.entries(metaRoutes)) {
      const store = renderPage ? pageStores[route] : undefined;
      const servePage = async (req: FastifyRequest<{ Params: Record<string, string> }>, reply: FastifyReply) => {
        // No page is named by text the database cannot hold: the app shows its not-found page.
        if (!Object.values(req.params).every(isWellFormedText)) {
          return sendHtml(req, reply, inTheme(inLocale(indexHtml, pageLocale(req)), chosenTheme(req)), { status: 404 });
        }
        const key = store ? pageRequestKey(req) : "";
        const kept = store?.kept(req.params, key);
        if (kept) return sendRenderedPage(req, reply, kept);
        const keep = store?.keeper(req.params);
        const meta = await metaFor(req.params, (creatorsChoice) => pageLocale(req, creatorsChoice));
        const locale = meta?.locale ?? pageLocale(req);
        const rendered = renderPage ? await renderPage(req, locale) : null;
        const shell = rendered ? renderedShell : indexHtml;
        const html = inTheme(inLocale(meta ? withPageMeta(shell, atAddress(meta, req)) : shell, locale), chosenTheme(req));
        if (!rendered) return store ? sendRenderedPage(req, reply, new CompressibleBody(html), []) : sendHtml(req, reply, html);
        const page = withRenderedPage(html, rendered);
        if (!keep) return sendHtml(req, reply, page, { vary: BY_SCREEN });
        const body = new CompressibleBody(page);
        keep(key, body);
        return sendRenderedPage(req, reply, body);
      };
      // Every such page also has an address per language (`/es`, `/es/campaign/:shortId`), served in that language.
      for (const path of [route, ...LOCALE_CODES.map((code) => localisedPath(code, route))]) {
        // A kept page goes out with the encodings made when it was kept, not through the compression plugin.
        app.get<{ Params: Record<string, string> }>(path, store ? { compress: false } : {}, servePage);
      }
    }
    await immutableAssetRoutes(app, webDist);
    await serviceWorkerRoute(app, webDist);
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      globIgnore: [`${ASSETS_DIR}/**`, SERVICE_WORKER_FILE],
      // The build writes each compressible file's brotli and gzip forms beside it; sent as they are, a
      // file costs a read instead of a compression per response.
      preCompressed: true,
      // Names that stay the same from build to build (the favicon): kept briefly, then asked again.
      maxAge: "5m",
    });
  }
  app.setNotFoundHandler((req, reply) => {
    const url = req.url.split("?")[0] ?? "/";
    if (!isApiPath(url) && indexHtml !== null && (req.method === "GET" || req.method === "HEAD")) {
      return sendHtml(req, reply, inTheme(inLocale(indexHtml, pageLocale(req)), chosenTheme(req)));
    }
    return reply.status(404).send({ success: false, error: `${MESSAGES.notFound}: ${req.method} ${url}` });
  });
}
