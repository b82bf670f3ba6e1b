import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import { isWellFormedText, MESSAGES } from "@twend/shared";
import type { FastifyRequest } from "fastify";
import type { RenderedPage } from "../pages/page-renderer.ts";
import { deferEntryScript } from "../pages/deferred-entry.ts";
import { inlineStylesheets } from "../pages/inline-stylesheets.ts";
import { withRenderedPage } from "../pages/rendered-page-html.ts";
import { withPageMeta, type PageMeta } from "./page-meta.ts";

/** App routes whose link previews carry their own tags, e.g. `/campaign/:shortId`. */
export type PageMetaRoutes = Record<string, (params: Record<string, string>) => Promise<PageMeta | null>>;

const API_PREFIXES = ["/api/", "/trpc/", "/media/", "/og/"];

const isApiPath = (url: string) => url === "/api" || url === "/trpc" || API_PREFIXES.some((p) => url.startsWith(p));

/** Renders a request's page on the server; null when the page is left to the SPA. */
export type RenderPage = (req: FastifyRequest) => Promise<RenderedPage | null>;

/**
 * Serves the built SPA: hashed assets cached for a year, index.html never
 * cached, and every other non-API GET answered with the app (history routing).
 * Pages with their own link-preview tags are also rendered on the server when
 * `renderPage` is given and renders them. Unknown API paths get the JSON 404.
 */
export async function spaRoutes(app: FastifyInstance, webDist: string | undefined, metaRoutes: PageMetaRoutes = {}, renderPage?: RenderPage): Promise<void> {
  const hasSpa = webDist !== undefined && existsSync(path.join(webDist, "index.html"));
  if (hasSpa) {
    const indexHtml = readFileSync(path.join(webDist, "index.html"), "utf8");
    const renderedShell = renderPage ? deferEntryScript(inlineStylesheets(indexHtml, webDist)) : indexHtml;
    for (const [route, metaFor] of Object.entries(metaRoutes)) {
      app.get<{ Params: Record<string, string> }>(route, async (req, reply) => {
        // No page is named by text the database cannot hold: the app shows its not-found page.
        if (!Object.values(req.params).every(isWellFormedText)) {
          return reply.status(404).header("Cache-Control", "no-cache").type("text/html; charset=utf-8").send(indexHtml);
        }
        const meta = await metaFor(req.params);
        const rendered = renderPage ? await renderPage(req) : null;
        const shell = rendered ? renderedShell : indexHtml;
        const html = meta ? withPageMeta(shell, meta) : shell;
        if (rendered) reply.header("Vary", "Sec-CH-UA-Mobile, User-Agent");
        return reply
          .header("Cache-Control", "no-cache")
          .type("text/html; charset=utf-8")
          .send(rendered ? withRenderedPage(html, rendered) : html);
      });
    }
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      // Left to setHeaders: the plugin's own Cache-Control header would replace the one set there.
      cacheControl: false,
      setHeaders(res, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.setHeader("Cache-Control", immutable ? "public, max-age=31536000, immutable" : "public, max-age=300");
      },
    });
  }
  app.setNotFoundHandler((req, reply) => {
    const url = req.url.split("?")[0] ?? "/";
    if (!isApiPath(url) && hasSpa && (req.method === "GET" || req.method === "HEAD")) {
      return reply.header("Cache-Control", "no-cache").type("text/html; charset=utf-8").sendFile("index.html");
    }
    return reply.status(404).send({ success: false, error: `${MESSAGES.notFound}: ${req.method} ${url}` });
  });
}
