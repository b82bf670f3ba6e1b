/** A search box whose search lives in the URL: what it shows, and what it has reported that the URL has yet to echo. */
export interface SearchDraft {
  /** What the box shows. */
  draft: string;
  /** The URL's search at the last render. */
  shown: string;
  /** Searches reported, oldest first, that the URL has not reached yet. */
  pending: readonly string[];
}

export function startSearchDraft(value: string): SearchDraft {
  return { draft: value, shown: value, pending: [] };
}

/** The box once it has reported `q`. */
export function reportSearch(state: SearchDraft, q: string): SearchDraft {
  // A search equal to the URL's changes nothing, so no echo would ever clear it.
  if (q === state.shown) return state;
  return { ...state, pending: [...state.pending, q] };
}

/**
 * The box once the URL's search is `value`. An echo of the box's own report keeps the draft,
 * because the typist may have typed on while the page navigated; any other change (the back
 * button, a cleared filter) replaces the draft.
 */
export function followUrl(state: SearchDraft, value: string): SearchDraft {
  if (value === state.shown) return state;
  const echo = state.pending.indexOf(value);
  if (echo >= 0) return { ...state, shown: value, pending: state.pending.slice(echo + 1) };
  return startSearchDraft(value);
}
