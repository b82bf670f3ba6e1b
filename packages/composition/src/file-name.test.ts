import { describe, expect, it } from "vitest";
import { dpFileName } from "./file-name.ts";

describe("dpFileName", () => {
  it("is '{name}_{title}_DP.png' with a name and '{title}_DP.png' without", () => {
    expect(dpFileName("Ada", "Women in Tech")).toBe("Ada_Women in Tech_DP.png");
    expect(dpFileName("", "Women in Tech")).toBe("Women in Tech_DP.png");
    expect(dpFileName("   ", "Women in Tech")).toBe("Women in Tech_DP.png");
  });

  it("drops characters file systems refuse, and bidi overrides that could fake the extension", () => {
    expect(dpFileName('A/d\\a:*?"<>|', "Title")).toBe("Ada_Title_DP.png");
    expect(dpFileName("Ada\u202Egnp.exe", "T\u0000itle\n")).toBe("Adagnp.exe_Title_DP.png");
  });

  it("keeps letters of every script and emoji, whole", () => {
    expect(dpFileName("محمد علي", "王小明")).toBe("محمد علي_王小明_DP.png");
    expect(dpFileName("Ada 👩‍👩‍👧", "Café")).toBe("Ada 👩‍👩‍👧_Café_DP.png");
  });

  it("trims, collapses spaces and strips leading and trailing dots", () => {
    expect(dpFileName("  ..Ada   Lovelace.. ", " My\tTwend ")).toBe("Ada Lovelace_My Twend_DP.png");
  });

  it("falls back to 'Twend' for a title with nothing safe in it", () => {
    expect(dpFileName("Ada", "///")).toBe("Ada_Twend_DP.png");
  });

  it("cuts long parts at 60 characters without splitting an emoji", () => {
    const name = "A".repeat(59) + "👍🏽" + "B".repeat(10);
    expect(dpFileName(name, "T")).toBe(`${"A".repeat(59)}👍🏽_T_DP.png`);
    expect([...dpFileName("x".repeat(100), "").replace("_Twend_DP.png", "")]).toHaveLength(60);
  });

  it("composes decomposed accents, so the same name gives the same file", () => {
    expect(dpFileName("Cafe\u0301", "T")).toBe(dpFileName("Café", "T"));
  });
});
