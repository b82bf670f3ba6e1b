import { UpdateNotice } from "../features/offline/UpdateNotice.tsx";
import { i18n } from "../i18n/client-i18n.ts";
import { queryClient } from "../lib/trpc.ts";
import { AppProviders } from "./AppProviders.tsx";
import { AppRoutes } from "./AppRoutes.tsx";
import { TransitionRouter } from "./transition-router.tsx";

/** The app in the browser; entry-server.tsx renders the same routes and providers on the server. */
export function App({ wideGuess }: { wideGuess: boolean }) {
  return (
    <AppProviders queryClient={queryClient} wideGuess={wideGuess} i18n={i18n}>
      <TransitionRouter>
        <AppRoutes />
      </TransitionRouter>
      <UpdateNotice />
    </AppProviders>
  );
}
