import { describe, expect, it } from "vitest";
import { formatLegalDate } from "./legal-date.ts";

describe("formatLegalDate", () => {
  it("spells out the local day and gives a machine-readable date for <time>", () => {
    expect(formatLegalDate(new Date(2026, 10, 3, 23, 59))).toEqual({ label: "November 3, 2026", iso: "2026-11-03" });
    expect(formatLegalDate(new Date(2027, 0, 1, 0, 0))).toEqual({ label: "January 1, 2027", iso: "2027-01-01" });
  });
});
