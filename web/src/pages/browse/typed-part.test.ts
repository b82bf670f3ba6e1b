import { describe, expect, it } from "vitest";
import { typedPart } from "./typed-part.ts";

describe("the typed part of a suggested title", () => {
  it("finds what was typed in any case, once, with what comes before and after", () => {
    expect(typedPart("Climate Action Week", " clim")).toEqual({ before: "", match: "Clim", after: "ate Action Week" });
    expect(typedPart("Green Week, Week Two", "WEEK")).toEqual({ before: "Green ", match: "Week", after: ", Week Two" });
    expect(typedPart("اليوم الوطني السعودي", "الوطني")).toEqual({ before: "اليوم ", match: "الوطني", after: " السعودي" });
  });

  it("stresses nothing when the title matched by a near spelling or other accents", () => {
    expect(typedPart("Climate Action Week", "climte")).toBeNull();
    expect(typedPart("Día del Árbol", "dia")).toBeNull();
    expect(typedPart("Climate", "  ")).toBeNull();
  });
});
