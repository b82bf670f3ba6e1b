import type { QueryClient, QueryKey } from "@tanstack/react-query";
import type { FormattedTextKey } from "../lib/formatted-texts.ts";

/** The element holding the state a server-rendered page was rendered from. */
export const SERVER_STATE_ID = "twend-state";

/** What the browser needs to take over a server-rendered page exactly as it was sent. */
export interface ServerState {
  wideGuess: boolean;
  /** Every query the markup shows, with its answer and when the server read it. */
  queries: Array<{ key: QueryKey; data: unknown; at: number }>;
  /** The numbers and dates the markup shows, as the server formatted them (lib/formatted-texts.ts). */
  texts: Record<FormattedTextKey, string>;
}

/** The state in a script element; its JSON cannot close the element, whatever text the data carries. */
export function serverStateScript(state: ServerState): string {
  const json = JSON.stringify(state).replace(/</g, "\\u003c");
  return `<script type="application/json" id="${SERVER_STATE_ID}">${json}</script>`;
}

/** The successful queries of a cache, as the server read them, and the texts it formatted. */
export function serverStateOf(queryClient: QueryClient, wideGuess: boolean, texts: ReadonlyMap<FormattedTextKey, string>): ServerState {
  const queries = queryClient
    .getQueryCache()
    .getAll()
    .filter((query) => query.state.status === "success")
    .map((query) => ({ key: query.queryKey, data: query.state.data, at: query.state.dataUpdatedAt }));
  return { wideGuess, queries, texts: Object.fromEntries(texts) };
}

/** The state the server put in this page, or null on a page the SPA renders alone. */
export function readServerState(doc: Document): ServerState | null {
  const text = doc.getElementById(SERVER_STATE_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as ServerState;
  } catch {
    return null;
  }
}

/** Fills the browser's cache with what the server read, so the first render needs no request. */
export function seedQueries(queryClient: QueryClient, state: ServerState): void {
  for (const { key, data, at } of state.queries) queryClient.setQueryData(key, data, { updatedAt: at });
}
