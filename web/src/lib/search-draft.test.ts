import { describe, expect, it } from "vitest";
import { followUrl, reportSearch, startSearchDraft } from "./search-draft.ts";

function typed(q: string, state = startSearchDraft("")) {
  return { ...state, draft: q };
}

describe("a search box kept in the URL", () => {
  it("keeps keys typed while the URL catches up with an earlier report", () => {
    // "Ze" was reported after a pause, "b" was typed before the page navigated to ?q=Ze.
    const reported = reportSearch(typed("Ze"), "Ze");
    const state = followUrl({ ...reported, draft: "Zeb" }, "Ze");
    expect(state.draft).toBe("Zeb");
    expect(state.shown).toBe("Ze");
    expect(state.pending).toEqual([]);
  });

  it("keeps the draft through every echo of reports made in quick succession", () => {
    let state = reportSearch(typed("Ze"), "Ze");
    state = reportSearch({ ...state, draft: "Zebra" }, "Zebra");
    state = { ...state, draft: "Zebrac" };
    state = followUrl(state, "Ze");
    expect(state.draft).toBe("Zebrac");
    state = followUrl(state, "Zebra");
    expect(state).toEqual({ draft: "Zebrac", shown: "Zebra", pending: [] });
  });

  it("shows the URL's search when the URL changes for another reason", () => {
    let state = reportSearch(typed("Ze"), "Ze");
    state = followUrl(state, "Ze");
    // The back button to the empty search, then forward again: both replace the draft.
    state = followUrl(state, "");
    expect(state.draft).toBe("");
    state = followUrl(state, "Ze");
    expect(state.draft).toBe("Ze");
  });

  it("does not wait for an echo of a search the URL already holds", () => {
    const state = reportSearch(startSearchDraft("jazz"), "jazz");
    expect(state.pending).toEqual([]);
    expect(followUrl(state, "rock").draft).toBe("rock");
  });
});
