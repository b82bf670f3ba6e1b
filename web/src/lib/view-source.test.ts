import { describe, expect, it } from "vitest";
import { viewSource } from "./view-source.ts";

describe("viewSource", () => {
  it("prefers utm_source, then another site's host, and ignores our own pages", () => {
    expect(viewSource("?utm_source=Instagram", "https://t.co/x", "twend.app")).toBe("instagram");
    expect(viewSource("", "https://www.facebook.com/groups/1", "twend.app")).toBe("facebook.com");
    expect(viewSource("", "https://twend.app/browse", "twend.app")).toBeUndefined();
    expect(viewSource("", "", "twend.app")).toBeUndefined();
    expect(viewSource("", "not a url", "twend.app")).toBeUndefined();
  });
});
