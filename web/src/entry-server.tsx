import { AsyncLocalStorage } from "node:async_hooks";
import { createTRPCQueryUtils } from "@trpc/react-query";
import type { PageRenderer } from "@twend/api";
import { StrictMode } from "react";
import { prerender } from "react-dom/static";
import { Router } from "wouter";
import { AppProviders } from "./app/AppProviders.tsx";
import { AppRoutes } from "./app/AppRoutes.tsx";
import { loadServerPage } from "./app/server-pages.ts";
import { serverStateScript, serverStateOf } from "./app/server-state.ts";
import { ServedThemeContext } from "./lib/theme-choice.ts";
import { collectFormattedTexts, type FormattedTextKey } from "./lib/formatted-texts.ts";
import { createQueryClient } from "./lib/query-client.ts";

// React writes the elements a page hoists into the head (its title, its image preload) ahead of
// the markup. The served head already has both; left in the body, the title would outlive the page.
const HOISTED_HEAD = /^(?:<title>[^<]*<\/title>|<link [^>]*>|<meta [^>]*>)+/;

// Pages render concurrently, each awaiting its lazy modules: the texts go to the render they belong to.
const pageTexts = new AsyncLocalStorage<Map<FormattedTextKey, string>>();
collectFormattedTexts(() => pageTexts.getStore());

/**
 * Renders a landing page on the server with the same providers and routes as main.tsx, from
 * data read through the API's own procedures. React's prerender waits for the lazy route
 * modules, so the markup is the page itself, not its loading state.
 */
export const renderPage: PageRenderer["renderPage"] = async ({ url, wideGuess, i18n, theme, client, onError }) => {
  const queryClient = createQueryClient();
  const { pathname, search } = new URL(url, "http://twend.invalid");
  if (!(await loadServerPage(pathname, createTRPCQueryUtils({ queryClient, client })))) return null;
  const texts = new Map<FormattedTextKey, string>();
  const { prelude } = await pageTexts.run(texts, () =>
    prerender(
      <StrictMode>
        <AppProviders queryClient={queryClient} wideGuess={wideGuess} i18n={i18n}>
          <ServedThemeContext value={theme}>
            <Router ssrPath={pathname} ssrSearch={search}>
              <AppRoutes />
            </Router>
          </ServedThemeContext>
        </AppProviders>
      </StrictMode>,
      // All of it in place, in document order: outlined parts would wait for React's script to be revealed.
      { progressiveChunkSize: Number.POSITIVE_INFINITY, onError },
    ),
  );
  const html = (await new Response(prelude).text()).replace(HOISTED_HEAD, "");
  return { html, stateScript: serverStateScript(serverStateOf(queryClient, wideGuess, texts)) };
};
