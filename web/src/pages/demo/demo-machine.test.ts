import { describe, expect, it } from "vitest";
import { DEMO_STEP_COUNT, demoReducer, type DemoAction, type DemoState, initialDemoState, isDemoFinished } from "./demo-machine.ts";

function run(state: DemoState, actions: readonly DemoAction[]): DemoState {
  return actions.reduce(demoReducer, state);
}

function ticks(count: number): DemoAction[] {
  return Array.from({ length: count }, () => ({ type: "tick" }));
}

describe("demo state machine", () => {
  it("grows progress by 2 percent per tick while playing", () => {
    expect(run(initialDemoState(true), ticks(1))).toEqual({ step: 0, progress: 2, playing: true });
    expect(run(initialDemoState(true), ticks(49))).toEqual({ step: 0, progress: 98, playing: true });
  });

  it("moves to the next step at 100 percent and restarts progress", () => {
    expect(run(initialDemoState(true), ticks(50))).toEqual({ step: 1, progress: 0, playing: true });
    expect(run(initialDemoState(true), ticks(51))).toEqual({ step: 1, progress: 2, playing: true });
  });

  it("stops at 100 percent of the last step and stays there", () => {
    const end = run(initialDemoState(true), ticks(50 * DEMO_STEP_COUNT));
    expect(end).toEqual({ step: DEMO_STEP_COUNT - 1, progress: 100, playing: false });
    expect(isDemoFinished(end)).toBe(true);
    expect(run(end, ticks(10))).toBe(end);
    // One tick short of the end it is still playing the last step.
    expect(run(initialDemoState(true), ticks(50 * DEMO_STEP_COUNT - 1))).toEqual({
      step: DEMO_STEP_COUNT - 1,
      progress: 98,
      playing: true,
    });
  });

  it("ignores ticks while paused", () => {
    const paused = run(initialDemoState(true), [...ticks(5), { type: "pause" }]);
    expect(paused).toEqual({ step: 0, progress: 10, playing: false });
    expect(run(paused, ticks(20))).toBe(paused);
  });

  it("resumes where it paused", () => {
    const resumed = run(initialDemoState(true), [...ticks(5), { type: "pause" }, { type: "play" }, ...ticks(1)]);
    expect(resumed).toEqual({ step: 0, progress: 12, playing: true });
  });

  it("selecting a step shows it from the start, paused", () => {
    const selected = run(initialDemoState(true), [...ticks(7), { type: "select", step: 3 }]);
    expect(selected).toEqual({ step: 3, progress: 0, playing: false });
    expect(run(selected, ticks(3))).toBe(selected);
  });

  it("keeps a selected step within the five steps", () => {
    expect(demoReducer(initialDemoState(false), { type: "select", step: 9 }).step).toBe(DEMO_STEP_COUNT - 1);
    expect(demoReducer(initialDemoState(false), { type: "select", step: -2 }).step).toBe(0);
  });

  it("reset returns to step 1 and pauses", () => {
    const reset = run(initialDemoState(true), [...ticks(120), { type: "reset" }]);
    expect(reset).toEqual({ step: 0, progress: 0, playing: false });
  });

  it("playing after the end starts over from step 1", () => {
    const end = run(initialDemoState(true), ticks(50 * DEMO_STEP_COUNT));
    expect(demoReducer(end, { type: "play" })).toEqual({ step: 0, progress: 0, playing: true });
  });

  it("starts paused when asked, so reduced-motion visitors begin still", () => {
    const still = initialDemoState(false);
    expect(run(still, ticks(10))).toBe(still);
  });
});
