import { describe, expect, it } from "vitest";
import { languageAlternates, LOCALE_PREFIX, localisedPath, localisedUrl, splitLocalePath } from "./locale-paths.ts";
import { LOCALE_CODES } from "./locales.ts";

describe("an address's language prefix", () => {
  it("is one of the app's exact codes, and leaves the rest of the path", () => {
    expect(splitLocalePath("/es/campaign/abc")).toEqual({ locale: "es", path: "/campaign/abc" });
    expect(splitLocalePath("/pt-BR/blog/post?x=1")).toEqual({ locale: "pt-BR", path: "/blog/post?x=1" });
    expect(splitLocalePath("/ar")).toEqual({ locale: "ar", path: "/" });
    expect(splitLocalePath("/ar/")).toEqual({ locale: "ar", path: "/" });
    expect(splitLocalePath("/ar?ref=qr")).toEqual({ locale: "ar", path: "/?ref=qr" });
    for (const path of ["/xx/campaign/abc", "/pt-br/about", "/ES/browse", "/campaign/es", "/esx", "/", "/browse"]) {
      expect(splitLocalePath(path), path).toEqual({ locale: null, path });
    }
  });

  it("is put in front of a path, the home page's without a trailing slash", () => {
    expect(localisedPath("fr", "/")).toBe("/fr");
    expect(localisedPath("fr", "/campaign/abc")).toBe("/fr/campaign/abc");
    expect(localisedUrl("https://twend.example/d/xyz?ref=1", "ur")).toBe("https://twend.example/ur/d/xyz?ref=1");
    expect(localisedUrl("https://twend.example", "hi")).toBe("https://twend.example/hi");
  });

  it("is what the SPA's nested routes match, with the code named", () => {
    expect(LOCALE_PREFIX.exec("/pt-BR/browse")?.groups?.["locale"]).toBe("pt-BR");
    expect(LOCALE_PREFIX.exec("/es")?.[0]).toBe("/es");
    expect(LOCALE_PREFIX.test("/est/x")).toBe(false);
    expect(LOCALE_PREFIX.test("/xx/campaign/abc")).toBe(false);
  });
});

describe("a page's language alternates", () => {
  it("name every language's address, then the unprefixed URL as x-default", () => {
    const alternates = languageAlternates("https://twend.example/campaign/abc");
    expect(alternates.map((a) => a.hreflang)).toEqual([...LOCALE_CODES, "x-default"]);
    expect(alternates[0]).toEqual({ hreflang: "en", href: "https://twend.example/en/campaign/abc" });
    expect(alternates.at(-1)).toEqual({ hreflang: "x-default", href: "https://twend.example/campaign/abc" });
    expect(languageAlternates("https://twend.example").find((a) => a.hreflang === "ar")?.href).toBe("https://twend.example/ar");
  });
});
