import { StrictMode, startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { App } from "./app/App.tsx";
import { loadServerPageCode } from "./app/server-pages.ts";
import { readServerState, seedQueries } from "./app/server-state.ts";
import { activateLocale } from "./i18n/client-i18n.ts";
import { initialLocale } from "./i18n/initial-locale.ts";
import { receiveFormattedTexts } from "./lib/formatted-texts.ts";
import { queryClient } from "./lib/trpc.ts";
import "./index.css";

const container = document.getElementById("root");
if (!container) throw new Error("index.html must contain #root");

// A landing page arrives rendered, with the data it was rendered from: the app takes it over
// as it stands instead of fetching the same data and drawing it again.
const serverState = readServerState(document);
// Nothing is drawn before its texts: the page's catalogue comes with its code.
const texts = activateLocale(initialLocale(document, navigator));
if (serverState) {
  seedQueries(queryClient, serverState);
  receiveFormattedTexts(serverState.texts);
  const { wideGuess } = serverState;
  // Code that fails to arrive is fetched again, and reported, by the part that needs it.
  void Promise.all([loadServerPageCode(window.location.pathname, wideGuess).catch(() => undefined), texts])
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
  void texts.then(() =>
    createRoot(container).render(
      <StrictMode>
        <App wideGuess={false} />
      </StrictMode>,
    ),
  );
}
