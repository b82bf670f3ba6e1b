import { describe, expect, it } from "vitest";
import { formatCount, formatDate, formatGenerations, formatInteger, formatMonthYear, formatViews } from "./format.ts";

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
