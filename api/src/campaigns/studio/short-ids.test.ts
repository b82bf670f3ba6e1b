import { describe, expect, it } from "vitest";
import { cleanShortId, slugify, suffixedShortId } from "./short-ids.ts";

describe("a Twend's link from its title", () => {
  it("spells a title in every script of the app's languages in ASCII, readable and without clashes between scripts", () => {
    const links = {
      en: slugify("Clean Rivers Day 2026"),
      es: slugify("Día del Árbol"),
      fr: slugify("Journée de la Terre"),
      tr: slugify("Dünya Günü"),
      pt: slugify("Ação Climática Já"),
      ar: slugify("يوم الأرض 2026"),
      ur: slugify("یوم ارض ۲۰۲۶"),
      hi: slugify("पृथ्वी दिवस 2026"),
    };
    expect(links).toEqual({
      en: "clean-rivers-day-2026",
      es: "dia-del-arbol",
      fr: "journee-de-la-terre",
      tr: "dunya-gunu",
      pt: "acao-climatica-ja",
      ar: "ywm-l-rd-2026",
      ur: "ywm-rd-2026",
      hi: "prthvi-divs-2026",
    });
    // Indonesian and Malay are written in Latin letters and keep them.
    expect(slugify("Hari Bumi Sedunia")).toBe("hari-bumi-sedunia");
    expect(slugify("地球日")).toBe("deqiuri");
  });

  it("drops emoji and flags instead of spelling out their names", () => {
    expect(slugify("🌍 Earth Day 🇪🇸 👍🏽")).toBe("earth-day");
    expect(slugify("👩‍👩‍👧 Family Week")).toBe("family-week");
  });

  it("keeps to 32 characters and never ends in a hyphen", () => {
    const link = slugify("يوم الأرض العالمي للحفاظ على البيئة والمياه");
    expect(link.length).toBeLessThanOrEqual(32);
    expect(link).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
  });

  it("has no clean link for a title with nothing to spell, or a reserved word; a clash gets a suffix", () => {
    expect(cleanShortId("🎉🎉🎉")).toBeNull();
    expect(cleanShortId("Admin")).toBeNull();
    expect(suffixedShortId("🎉🎉🎉")).toMatch(/^twend-[a-z2-9]{4}$/);
    expect(suffixedShortId("يوم الأرض 2026")).toMatch(/^ywm-l-rd-2026-[a-z2-9]{4}$/);
  });
});
