import { useState } from "react";
import { followUrl, reportSearch, startSearchDraft } from "./search-draft.ts";
import { useDebouncedCallback } from "./use-debounced-callback.ts";

/** Long enough to wait out a word being typed, short enough to feel live. */
const SEARCH_DELAY_MS = 300;

export interface SearchDraftControls {
  draft: string;
  /** The typist changed the text: report it once they pause. */
  type: (q: string) => void;
  /** Report at once (Enter, the clear button). */
  searchNow: (q: string) => void;
  /** Drop a report still waiting for the pause: the typist left for another page. */
  cancel: () => void;
}

/** A search box's text, kept in step with the URL's search without losing keys typed while the page navigates. */
export function useSearchDraft(value: string, onSearch: (q: string) => void): SearchDraftControls {
  const [stored, setStored] = useState(() => startSearchDraft(value));
  const state = followUrl(stored, value);
  if (state !== stored) setStored(state);

  const report = (q: string) => {
    setStored((current) => reportSearch(current, q));
    onSearch(q);
  };
  const debounced = useDebouncedCallback(report, SEARCH_DELAY_MS);

  return {
    draft: state.draft,
    type: (q) => {
      setStored((current) => ({ ...current, draft: q }));
      debounced.schedule(q);
    },
    searchNow: (q) => {
      debounced.cancel();
      setStored((current) => ({ ...current, draft: q }));
      report(q);
    },
    cancel: debounced.cancel,
  };
}
