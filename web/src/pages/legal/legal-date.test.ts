import { describe, expect, it } from "vitest";
import { formatLegalDate } from "./legal-date.ts";

describe("formatLegalDate", () => {
  it("spells out the local day and gives a machine-readable date for <time>", () => {
    expect(formatLegalDate("en", new Date(2026, 10, 3, 23, 59))).toEqual({ label: "November 3, 2026", iso: "2026-11-03" });
    expect(formatLegalDate("en", new Date(2027, 0, 1, 0, 0))).toEqual({ label: "January 1, 2027", iso: "2027-01-01" });
  });

  it("writes the day in the visitor's language, with the same machine-readable date", () => {
    expect(formatLegalDate("fr", new Date(2026, 10, 3))).toEqual({ label: "3 novembre 2026", iso: "2026-11-03" });
  });
});
