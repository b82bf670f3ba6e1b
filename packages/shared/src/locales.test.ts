import { describe, expect, it } from "vitest";
import { directionOf, matchLocale, negotiateLocale, parseAcceptLanguage } from "./locales.ts";

describe("parseAcceptLanguage", () => {
  it("orders a browser's languages by preference and leaves out refused ones", () => {
    expect(parseAcceptLanguage("fr-CH, fr;q=0.9, en;q=0.8, de;q=0.7, *;q=0.5")).toEqual(["fr-CH", "fr", "en", "de"]);
    expect(parseAcceptLanguage("en;q=0.1, ar")).toEqual(["ar", "en"]);
    expect(parseAcceptLanguage("es;q=0, pt")).toEqual(["pt"]);
    expect(parseAcceptLanguage(undefined)).toEqual([]);
    expect(parseAcceptLanguage(";;,q=,")).toEqual([]);
  });
});

describe("negotiateLocale", () => {
  it("serves a language by its region's variant and by older tags", () => {
    expect(matchLocale("pt-PT")).toBe("pt-BR");
    expect(matchLocale("PT-br")).toBe("pt-BR");
    expect(matchLocale("id-ID")).toBe("id");
    expect(matchLocale("in")).toBe("id");
    expect(matchLocale("ms-MY")).toBe("ms");
    expect(matchLocale("ar-EG")).toBe("ar");
    expect(matchLocale("de")).toBeNull();
  });

  it("takes the first supported language in the visitor's order", () => {
    expect(negotiateLocale(["de-DE", "ur-PK", "en"])).toBe("ur");
    expect(negotiateLocale(["de", "nl"])).toBeNull();
  });

  it("lays out Arabic and Urdu right to left", () => {
    expect(directionOf("ar")).toBe("rtl");
    expect(directionOf("ur")).toBe("rtl");
    expect(directionOf("hi")).toBe("ltr");
  });
});
