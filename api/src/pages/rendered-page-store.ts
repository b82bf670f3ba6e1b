import type { FastifyRequest } from "fastify";
import type { CompressibleBody } from "../http/compressible-body.ts";
import { addressLocale, answerLocale, chosenLocale } from "../i18n/request-locale.ts";
import { chosenTheme } from "../http/page-theme.ts";
import { guessWide } from "./render-page.ts";

/**
 * Where a route keeps the pages it rendered, beside the data they were rendered from and for as
 * long as that data is kept, so a page asked for again costs no render.
 */
export interface RenderedPageStore {
  /** The page kept for a request with these route parameters and `key`, if any. */
  kept(params: Record<string, string>, key: string): CompressibleBody | undefined;
  /**
   * Called before the page is rendered: keeps what is then rendered, unless what it was read
   * from changed meanwhile.
   */
  keeper(params: Record<string, string>): (key: string, page: CompressibleBody) => void;
}

/**
 * What a server-rendered page depends on besides its data: its address, the language inputs (the
 * switcher's cookie, the browser's languages) unless the address names its language, and the
 * screen class guessed from the request, and the colour scheme the visitor chose.
 */
export function pageRequestKey(req: FastifyRequest): string {
  const language = addressLocale(req) === null ? [chosenLocale(req) ?? "", answerLocale(req)] : [];
  return [req.url, ...language, guessWide(req) ? "wide" : "narrow", chosenTheme(req)].join("\n");
}
