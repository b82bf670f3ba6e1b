import type { I18n } from "@lingui/core";
import type { TRPCClient } from "@trpc/client";
import type { ThemeChoice } from "@twend/shared";
import type { AppRouter } from "../trpc/app-router.ts";

/** What the server knows of a page request when it renders the page. */
export interface PageRenderRequest {
  /** Path and query of the page, as the browser asked for it. */
  url: string;
  /** The server's guess of the screen's width class, from the browser's mobile hint. */
  wideGuess: boolean;
  /** The texts of the language the page is served in: the API's own, with every catalogue loaded. */
  i18n: I18n;
  /** The colour scheme the visitor chose, which the page's switcher shows. */
  theme: ThemeChoice;
  /** The API's own procedures, called in process: the page reads its data through the operations the SPA calls. */
  client: TRPCClient<AppRouter>;
  /** A part that failed to render: the browser renders that part itself, and the server logs why. */
  onError: (error: unknown) => void;
}

/** A page rendered on the server, for the SPA to hydrate. */
export interface RenderedPage {
  /** The app's markup, for the root element. */
  html: string;
  /** The script element carrying the data the markup was rendered from, for after the root element. */
  stateScript: string;
}

/**
 * The SPA's server entry (web/src/entry-server.tsx, built into web/dist-server). null means the
 * page is not one rendered on the server: the app's plain shell is sent and the SPA renders it.
 */
export interface PageRenderer {
  renderPage(request: PageRenderRequest): Promise<RenderedPage | null>;
}
