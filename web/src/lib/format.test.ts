import { describe, expect, it } from "vitest";
import { formatCount, formatDate, formatGenerations, formatGrowth, formatInteger, formatMonthYear, formatRate, formatViews, rateOf } from "./format.ts";

describe("formatCount", () => {
  it("keeps small numbers exact and compacts large ones", () => {
    expect(formatCount(0)).toBe("0");
    expect(formatCount(999)).toBe("999");
    expect(formatCount(1234)).toBe("1.2K");
    expect(formatCount(2_500_000)).toBe("2.5M");
  });
});

describe("formatViews", () => {
  it("uses the singular for exactly one view", () => {
    expect(formatViews(1)).toBe("1 view");
    expect(formatViews(0)).toBe("0 views");
    expect(formatViews(12_840)).toBe("12.8K views");
  });
});

describe("formatGenerations and formatInteger", () => {
  it("name downloads generations and group exact totals", () => {
    expect(formatGenerations(1)).toBe("1 generation");
    expect(formatGenerations(2_400)).toBe("2.4K generations");
    expect(formatInteger(1_234_567)).toBe("1,234,567");
  });
});

describe("formatMonthYear and formatDate", () => {
  it("format ISO timestamps and give null for missing or broken ones", () => {
    expect(formatMonthYear("2025-01-15T12:00:00.000Z")).toBe("January 2025");
    expect(formatDate("2025-01-15T12:00:00.000Z")).toBe("Jan 15, 2025");
    expect(formatMonthYear(null)).toBeNull();
    expect(formatDate("not a date")).toBeNull();
  });
});

describe("formatRate", () => {
  it("shows a share of its base with one decimal", () => {
    expect(formatRate({ part: 1, whole: 3 })).toBe("33.3%");
    expect(formatRate({ part: 2, whole: 3 })).toBe("66.7%");
    expect(formatRate({ part: 12, whole: 96 })).toBe("12.5%");
    expect(formatRate({ part: 0, whole: 40 })).toBe("0.0%");
    expect(formatRate({ part: 40, whole: 40 })).toBe("100.0%");
    expect(formatRate({ part: 1, whole: 2000 })).toBe("0.1%");
  });

  it("shows a dash, never a figure over 100%, when the base is zero or smaller than the part", () => {
    expect(formatRate({ part: 0, whole: 0 })).toBe("—");
    expect(formatRate({ part: 5, whole: 0 })).toBe("—");
    expect(formatRate({ part: 31_123, whole: 13 })).toBe("—");
    expect(formatRate({ part: 41, whole: 40 })).toBe("—");
    expect(formatRate({ part: -1, whole: 40 })).toBe("—");
  });

  it("gives the rate itself, null where it is shown as a dash", () => {
    expect(rateOf({ part: 17, whole: 40 })).toBe(0.425);
    expect(rateOf({ part: 3, whole: 0 })).toBeNull();
    expect(rateOf({ part: 4, whole: 3 })).toBeNull();
  });
});

describe("formatGrowth", () => {
  it("signs a change with one decimal, and may pass 100%", () => {
    expect(formatGrowth(12.5)).toBe("+12.5%");
    expect(formatGrowth(-3)).toBe("-3.0%");
    expect(formatGrowth(0)).toBe("0.0%");
    expect(formatGrowth(250)).toBe("+250.0%");
  });
});
