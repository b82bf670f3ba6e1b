import { readFileSync } from "node:fs";
import path from "node:path";

const STYLESHEET_LINK = /<link rel="stylesheet"[^>]*href="(\/assets\/[\w.-]+\.css)"[^>]*>/g;

/**
 * The app's HTML with its own stylesheets in style elements. A server-rendered page can paint
 * as soon as its HTML is in, instead of a round trip later: on a slow mobile network that round
 * trip is most of the time to first paint. Pages the SPA renders keep the cacheable link.
 * The link stays too, disabled, which browsers do not fetch: the app's loader adds a lazy
 * chunk's stylesheet unless a link to it is in the page, and would fetch this one again.
 */
export function inlineStylesheets(indexHtml: string, webDist: string): string {
  return indexHtml.replace(STYLESHEET_LINK, (link: string, href: string) => {
    try {
      // A closing tag inside the CSS would end the style element early.
      return `<style>${readFileSync(path.join(webDist, href), "utf8").replace(/<\/style/gi, "<\\/style")}</style><link rel="stylesheet" href="${href}" disabled>`;
    } catch {
      return link;
    }
  });
}
