import { BROWSE_PAGE_SIZE, BROWSE_SEARCH_MAX, BROWSE_SORT_LABELS, BROWSE_SORTS } from "@twend/shared";
import { describe, expect, it } from "vitest";
import { testI18n } from "../../testing/test-i18n.ts";
import { BROWSE_SORT_NAMES, browseCountLine, DEFAULT_BROWSE_STATE, isFiltered, readBrowseParams, toBrowseQuery, writeBrowseParams } from "./browse-params.ts";

const en = await testI18n("en");

describe("readBrowseParams", () => {
  it("opens on every Twend, most trending first, as a grid", () => {
    expect(readBrowseParams(new URLSearchParams(""))).toEqual({ q: "", category: null, sort: "trending", view: "grid" });
  });

  it("reads a shared link", () => {
    const state = readBrowseParams(new URLSearchParams("q=clean+rivers&category=Art+%26+Culture&sort=newest&view=list"));
    expect(state).toEqual({ q: "clean rivers", category: "Art & Culture", sort: "newest", view: "list" });
  });

  it("falls back to the defaults for values it does not know", () => {
    const state = readBrowseParams(new URLSearchParams("category=Politics&sort=oldest&view=table"));
    expect(state).toEqual(DEFAULT_BROWSE_STATE);
    expect(readBrowseParams(new URLSearchParams("category=music")).category).toBeNull();
  });

  it("keeps the search as typed but no longer than the API accepts", () => {
    expect(readBrowseParams(new URLSearchParams("q=%20vote%20")).q).toBe(" vote ");
    expect(readBrowseParams(new URLSearchParams({ q: "x".repeat(BROWSE_SEARCH_MAX + 20) })).q).toHaveLength(BROWSE_SEARCH_MAX);
  });
});

describe("writeBrowseParams", () => {
  it("writes the changes and leaves the defaults out", () => {
    expect(writeBrowseParams(new URLSearchParams(""), { q: "vote", category: "Music" }).toString()).toBe("q=vote&category=Music");
    expect(writeBrowseParams(new URLSearchParams("sort=newest&view=list"), { sort: "trending", view: "grid" }).toString()).toBe("");
    expect(writeBrowseParams(new URLSearchParams("q=vote&category=Tech"), { q: "  ", category: null }).toString()).toBe("");
  });

  it("keeps what it is not asked to change, and parameters that are not its own", () => {
    const next = writeBrowseParams(new URLSearchParams("utm_source=mail&q=vote&view=list"), { sort: "popular" });
    expect(next.get("utm_source")).toBe("mail");
    expect(readBrowseParams(next)).toEqual({ q: "vote", category: null, sort: "popular", view: "list" });
  });

  it("round-trips every state through the URL", () => {
    const state = { q: "Food & drinks #1", category: "Food & Drinks", sort: "popular", view: "list" } as const;
    expect(readBrowseParams(new URLSearchParams(writeBrowseParams(new URLSearchParams(""), state).toString()))).toEqual(state);
  });
});

describe("toBrowseQuery", () => {
  it("asks for one page, trims the search and leaves out empty filters", () => {
    expect(toBrowseQuery(DEFAULT_BROWSE_STATE)).toEqual({ sort: "trending", limit: BROWSE_PAGE_SIZE });
    expect(toBrowseQuery({ q: "  vote ", category: "Social", sort: "newest", view: "list" })).toEqual({
      sort: "newest",
      limit: BROWSE_PAGE_SIZE,
      search: "vote",
      category: "Social",
    });
  });

  it("is the same for both views, so switching the view refetches nothing", () => {
    expect(toBrowseQuery({ ...DEFAULT_BROWSE_STATE, view: "list" })).toEqual(toBrowseQuery(DEFAULT_BROWSE_STATE));
  });
});

describe("isFiltered", () => {
  it("is true for a search or a category, not for a sort or a view", () => {
    expect(isFiltered(DEFAULT_BROWSE_STATE)).toBe(false);
    expect(isFiltered({ ...DEFAULT_BROWSE_STATE, sort: "newest", view: "list" })).toBe(false);
    expect(isFiltered({ ...DEFAULT_BROWSE_STATE, q: "   " })).toBe(false);
    expect(isFiltered({ ...DEFAULT_BROWSE_STATE, q: "vote" })).toBe(true);
    expect(isFiltered({ ...DEFAULT_BROWSE_STATE, category: "Film" })).toBe(true);
  });
});

describe("browseCountLine", () => {
  it("says how many were found, and in which category", () => {
    expect(browseCountLine(en, { total: 1234, total_capped: false }, null)).toBe("1,234 Twends found");
    expect(browseCountLine(en, { total: 3, total_capped: false }, "Art & Culture")).toBe("3 Twends found in Art & Culture");
  });

  it("says a search's capped count is a lower bound", () => {
    expect(browseCountLine(en, { total: 500, total_capped: true }, null)).toBe("500+ Twends found");
  });

  it("writes the count with the figures of the language shown", async () => {
    const fr = await testI18n("fr");
    expect(browseCountLine(fr, { total: 1234, total_capped: false }, null)).toContain("1\u202f234");
  });
});

describe("sort names", () => {
  it("read in English as the spec names them", () => {
    for (const sort of BROWSE_SORTS) expect(en._(BROWSE_SORT_NAMES[sort])).toBe(BROWSE_SORT_LABELS[sort]);
  });
});
