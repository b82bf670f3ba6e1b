// First: errors the rest of the app throws and does not catch are reported to the API from here on.
import "./lib/install-error-reports.ts";
import { StrictMode, startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { App } from "./app/App.tsx";
import { startOfflineAppAfterLoad } from "./features/offline/start-after-load.ts";
import { loadServerPageCode } from "./app/server-pages.ts";
import { readServerState, seedQueries } from "./app/server-state.ts";
import { activateLocale } from "./i18n/client-i18n.ts";
import { initialLocale } from "./i18n/initial-locale.ts";
import { receiveFormattedTexts } from "./lib/formatted-texts.ts";
import { adoptStoredTheme } from "./lib/theme-choice.ts";
import { queryClient } from "./lib/trpc.ts";
import "./index.css";

const container = document.getElementById("root");
if (!container) throw new Error("index.html must contain #root");
startOfflineAppAfterLoad();

// A landing page arrives rendered, with the data it was rendered from: the app takes it over
// as it stands instead of fetching the same data and drawing it again.
const serverState = readServerState(document);
adoptStoredTheme();
const locale = initialLocale(document, navigator);
if (serverState) {
  seedQueries(queryClient, serverState);
  receiveFormattedTexts(serverState.texts);
  const { wideGuess } = serverState;
  // The page's code and texts are asked for in a task after this one: with the evaluation of
  // this bundle they made a task long enough to block a slow phone's main thread.
  void new Promise((resolve) => setTimeout(resolve))
    // Code that fails to arrive is fetched again, and reported, by the part that needs it.
    .then(() => Promise.all([loadServerPageCode(window.location.pathname, wideGuess).catch(() => undefined), activateLocale(locale)]))
    // As a transition, hydration yields to the browser every few milliseconds instead of holding
    // the main thread for the whole page: a phone stays responsive to the visitor's first tap.
    .then(() =>
      startTransition(() => {
        hydrateRoot(
          container,
          <StrictMode>
            <App wideGuess={wideGuess} />
          </StrictMode>,
        );
      }),
    );
} else {
  // Nothing is drawn before its texts.
  void activateLocale(locale).then(() =>
    createRoot(container).render(
      <StrictMode>
        <App wideGuess={false} />
      </StrictMode>,
    ),
  );
}
