import { afterEach, describe, expect, it } from "vitest";
import { formatInteger, formatDate } from "./format.ts";
import { collectFormattedTexts, receiveFormattedTexts } from "./formatted-texts.ts";

afterEach(() => {
  collectFormattedTexts(() => undefined);
  receiveFormattedTexts({});
});

describe("formatted texts", () => {
  it("are collected, on the server, in the map of the page being rendered", () => {
    const page = new Map<string, string>();
    collectFormattedTexts(() => page);
    expect(formatInteger("en", 12345)).toBe("12,345");
    expect(formatDate("en", "2026-03-04T12:00:00.000Z")).toBe("Mar 4, 2026");
    expect([...page.values()]).toEqual(["12,345", "Mar 4, 2026"]);
    collectFormattedTexts(() => undefined);
    expect(formatInteger("en", 7)).toBe("7");
    expect(page.size).toBe(2);
  });

  it("are the server's, in the browser, for the values the server formatted, and the browser's own for the others", () => {
    const page = new Map<string, string>();
    collectFormattedTexts(() => page);
    formatInteger("en", 12345);
    formatDate("en", "2026-03-04T12:00:00.000Z");
    collectFormattedTexts(() => undefined);
    // As a server in another time zone, or with other locale data, would have written them.
    receiveFormattedTexts(Object.fromEntries([...page].map(([key, text]) => [key, `server's ${text}`])));
    expect(formatInteger("en", 12345)).toBe("server's 12,345");
    expect(formatDate("en", "2026-03-04T12:00:00.000Z")).toBe("server's Mar 4, 2026");
    expect(formatInteger("en", 12346)).toBe("12,346");
    expect(formatInteger("fr", 12345)).toBe("12\u202f345");
  });
});
