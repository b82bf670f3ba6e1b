import { describe, expect, it } from "vitest";
import { testI18n } from "../../testing/test-i18n.ts";
import { ROADMAP_PHASES } from "./roadmap-content.ts";

describe("roadmap content", () => {
  it("has phases 0 to 3 and monetization with the spec's durations", async () => {
    const i18n = await testI18n();
    expect(ROADMAP_PHASES.map((p) => [i18n._(p.tab), i18n._(p.duration)])).toEqual([
      ["Phase 0", "Complete"],
      ["Phase 1", "0 to 1 month"],
      ["Phase 2", "1 to 3 months"],
      ["Phase 3", "3 to 6 months"],
      ["Monetization", "2 to 5 months"],
    ]);
  });

  it("keeps every feature estimate between 16 and 120 hours", () => {
    const hours = ROADMAP_PHASES.flatMap((p) => p.features.map((f) => f.estimatedHours));
    expect(Math.min(...hours)).toBeGreaterThanOrEqual(16);
    expect(Math.max(...hours)).toBeLessThanOrEqual(120);
  });

  it("marks phase 0 completed and exactly one phase current", () => {
    expect(ROADMAP_PHASES[0]?.status).toBe("completed");
    expect(ROADMAP_PHASES.filter((p) => p.status === "current")).toHaveLength(1);
  });

  it("gives every tab a unique id", () => {
    expect(new Set(ROADMAP_PHASES.map((p) => p.id)).size).toBe(ROADMAP_PHASES.length);
  });
});
