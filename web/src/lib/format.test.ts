import { beforeAll, describe, expect, it } from "vitest";
import type { I18n } from "@lingui/core";
import { testI18n } from "../testing/test-i18n.ts";
import { formatCount, formatDate, formatDateTime, formatGenerations, formatGrowth, formatInteger, formatMonthYear, formatRate, formatViews, rateOf } from "./format.ts";

let en: I18n;
beforeAll(async () => {
  en = await testI18n("en");
});

describe("formatCount", () => {
  it("keeps small numbers exact and compacts large ones", () => {
    expect(formatCount("en", 0)).toBe("0");
    expect(formatCount("en", 999)).toBe("999");
    expect(formatCount("en", 1234)).toBe("1.2K");
    expect(formatCount("en", 2_500_000)).toBe("2.5M");
  });
});

describe("formatViews", () => {
  it("uses the singular for exactly one view", () => {
    expect(formatViews(en, 1)).toBe("1 view");
    expect(formatViews(en, 0)).toBe("0 views");
    expect(formatViews(en, 12_840)).toBe("12.8K views");
  });
});

describe("formatGenerations and formatInteger", () => {
  it("name downloads generations and group exact totals", () => {
    expect(formatGenerations(en, 1)).toBe("1 generation");
    expect(formatGenerations(en, 2_400)).toBe("2.4K generations");
    expect(formatInteger("en", 1_234_567)).toBe("1,234,567");
  });
});

describe("formatMonthYear and formatDate", () => {
  it("format ISO timestamps and give null for missing or broken ones", () => {
    expect(formatMonthYear("en", "2025-01-15T12:00:00.000Z")).toBe("January 2025");
    expect(formatDate("en", "2025-01-15T12:00:00.000Z")).toBe("Jan 15, 2025");
    expect(formatMonthYear("en", null)).toBeNull();
    expect(formatDate("en", "not a date")).toBeNull();
  });

  it("add the time of day where it matters, in the viewer's zone", () => {
    const shown = formatDateTime("en", "2025-01-15T12:00:00.000Z");
    expect(shown).toMatch(/^Jan 1[456], 2025, \d{1,2}:\d{2}\s?[AP]M$/);
    expect(formatDateTime("fr", "2025-01-15T12:00:00.000Z")).toMatch(/janv\. 2025/);
    expect(formatDateTime("en", null)).toBeNull();
  });
});

describe("formatRate", () => {
  it("shows a share of its base with one decimal", () => {
    expect(formatRate("en", { part: 1, whole: 3 })).toBe("33.3%");
    expect(formatRate("en", { part: 2, whole: 3 })).toBe("66.7%");
    expect(formatRate("en", { part: 12, whole: 96 })).toBe("12.5%");
    expect(formatRate("en", { part: 0, whole: 40 })).toBe("0.0%");
    expect(formatRate("en", { part: 40, whole: 40 })).toBe("100.0%");
    expect(formatRate("en", { part: 1, whole: 2000 })).toBe("0.1%");
  });

  it("shows a dash, never a figure over 100%, when the base is zero or smaller than the part", () => {
    expect(formatRate("en", { part: 0, whole: 0 })).toBe("—");
    expect(formatRate("en", { part: 5, whole: 0 })).toBe("—");
    expect(formatRate("en", { part: 31_123, whole: 13 })).toBe("—");
    expect(formatRate("en", { part: 41, whole: 40 })).toBe("—");
    expect(formatRate("en", { part: -1, whole: 40 })).toBe("—");
  });

  it("gives the rate itself, null where it is shown as a dash", () => {
    expect(rateOf({ part: 17, whole: 40 })).toBe(0.425);
    expect(rateOf({ part: 3, whole: 0 })).toBeNull();
    expect(rateOf({ part: 4, whole: 3 })).toBeNull();
  });
});

describe("formatGrowth", () => {
  it("signs a change with one decimal, and may pass 100%", () => {
    expect(formatGrowth("en", 12.5)).toBe("+12.5%");
    expect(formatGrowth("en", -3)).toBe("-3.0%");
    expect(formatGrowth("en", 0)).toBe("0.0%");
    expect(formatGrowth("en", 250)).toBe("+250.0%");
  });
});
