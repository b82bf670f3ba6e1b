import { createTRPCClient, unstable_localLink } from "@trpc/client";
import type { Locale } from "@twend/shared";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { AppContext } from "../context/app-context.ts";
import { chosenTheme } from "../http/page-theme.ts";
import { i18nFor } from "../i18n/server-i18n.ts";
import { appRouter, type AppRouter } from "../trpc/app-router.ts";
import { trpcContextFactory } from "../trpc/trpc-context.ts";
import type { PageRenderer, RenderedPage } from "./page-renderer.ts";

// Chromium says so in a client hint; other browsers only in their user agent.
const MOBILE_AGENT = /Mobi|Android|iPhone|iPad|iPod/;

/** Whether the page should be laid out for a wide screen: the server's guess, which the browser corrects after hydrating. */
export function guessWide(req: FastifyRequest): boolean {
  const hint = req.headers["sec-ch-ua-mobile"];
  if (hint === "?1") return false;
  if (hint === "?0") return true;
  return !MOBILE_AGENT.test(req.headers["user-agent"] ?? "");
}

/**
 * Renders a request's page with its data read through the app's own procedures, in process. A
 * page that fails to render is sent as the plain shell, which the SPA renders in the browser.
 */
export function pageRendering(app: FastifyInstance, ctx: AppContext, renderer: PageRenderer): (req: FastifyRequest, locale: Locale) => Promise<RenderedPage | null> {
  const contextOf = trpcContextFactory(app, ctx);
  return async (req, locale) => {
    try {
      return await render(req, locale);
    } catch (error) {
      req.log.error({ err: error }, "the page could not be rendered on the server");
      return null;
    }
  };

  function render(req: FastifyRequest, locale: Locale): Promise<RenderedPage | null> {
    return renderer.renderPage({
      url: req.url,
      wideGuess: guessWide(req),
      i18n: i18nFor(locale),
      theme: chosenTheme(req),
      onError: (error) => req.log.error({ err: error }, "a part of the page could not be rendered on the server"),
      client: createTRPCClient<AppRouter>({ links: [unstable_localLink({ router: appRouter, createContext: () => Promise.resolve(contextOf(req)) })] }),
    });
  }
}
