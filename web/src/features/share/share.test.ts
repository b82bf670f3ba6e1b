import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { type CopyStatus, createCopyStatusFlash } from "./copy-status.ts";
import { campaignShareUrl, inLanguage } from "./share-url.ts";

describe("twendShareUrl", () => {
  it("builds {origin}/campaign/{short_id}", () => {
    expect(campaignShareUrl("https://twend.example", "vote-2026")).toBe("https://twend.example/campaign/vote-2026");
  });

  it("does not double the slash of an origin written with one", () => {
    expect(campaignShareUrl("http://127.0.0.1:3000/", "abc")).toBe("http://127.0.0.1:3000/campaign/abc");
  });
});

describe("a link shared from a page in a language", () => {
  it("is that language's address, and stays as it is for a locale the app does not have", () => {
    expect(inLanguage(campaignShareUrl("https://twend.example", "vote-2026"), "pt-BR")).toBe("https://twend.example/pt-BR/campaign/vote-2026");
    expect(inLanguage("https://twend.example/d/abcDEF123_-x", "ar")).toBe("https://twend.example/ar/d/abcDEF123_-x");
    expect(inLanguage("https://twend.example/campaign/abc", "")).toBe("https://twend.example/campaign/abc");
  });
});

describe("copy confirmation", () => {
  let seen: CopyStatus[];
  const record = (status: CopyStatus) => seen.push(status);

  beforeEach(() => {
    seen = [];
    vi.useFakeTimers();
  });
  afterEach(() => vi.useRealTimers());

  it("shows 'copied' for exactly 2 s, then goes back to idle", () => {
    const flash = createCopyStatusFlash(2000, record);
    flash.show("copied");
    expect(seen).toEqual(["copied"]);
    vi.advanceTimersByTime(1999);
    expect(seen).toEqual(["copied"]);
    vi.advanceTimersByTime(1);
    expect(seen).toEqual(["copied", "idle"]);
  });

  it("restarts the full 2 s when copied again while the confirmation shows", () => {
    const flash = createCopyStatusFlash(2000, record);
    flash.show("copied");
    vi.advanceTimersByTime(1500);
    flash.show("copied");
    vi.advanceTimersByTime(1999);
    expect(seen).toEqual(["copied", "copied"]);
    vi.advanceTimersByTime(1);
    expect(seen).toEqual(["copied", "copied", "idle"]);
  });

  it("reports a refused copy the same way, for the same time", () => {
    const flash = createCopyStatusFlash(2000, record);
    flash.show("failed");
    vi.advanceTimersByTime(2000);
    expect(seen).toEqual(["failed", "idle"]);
  });

  it("changes nothing after being disposed (the card went away)", () => {
    const flash = createCopyStatusFlash(2000, record);
    flash.show("copied");
    flash.dispose();
    vi.advanceTimersByTime(5000);
    expect(seen).toEqual(["copied"]);
  });
});
