/** The demo walkthrough's state machine (spec 001, section 4): pure, so every transition is testable without timers. */

export const DEMO_STEP_COUNT = 5;
export const DEMO_TICK_MS = 100;
/** Percent of a step gained per tick: a step lasts 50 ticks, five seconds. */
export const DEMO_PROGRESS_PER_TICK = 2;

export interface DemoState {
  /** Zero-based index of the step on screen. */
  step: number;
  /** Percent of the current step elapsed, 0 to 100. */
  progress: number;
  playing: boolean;
}

export type DemoAction = { type: "tick" } | { type: "play" } | { type: "pause" } | { type: "select"; step: number } | { type: "reset" };

const LAST_STEP = DEMO_STEP_COUNT - 1;

export function initialDemoState(playing: boolean): DemoState {
  return { step: 0, progress: 0, playing };
}

/** True once the last step has run to 100 percent: playing again starts over. */
export function isDemoFinished(state: DemoState): boolean {
  return state.step === LAST_STEP && state.progress >= 100;
}

export function demoReducer(state: DemoState, action: DemoAction): DemoState {
  switch (action.type) {
    case "tick": {
      // A tick queued before a pause can still arrive; it must not move a paused demo.
      if (!state.playing) return state;
      const progress = state.progress + DEMO_PROGRESS_PER_TICK;
      if (progress < 100) return { ...state, progress };
      if (state.step < LAST_STEP) return { step: state.step + 1, progress: 0, playing: true };
      return { step: LAST_STEP, progress: 100, playing: false };
    }
    case "play":
      return isDemoFinished(state) ? initialDemoState(true) : { ...state, playing: true };
    case "pause":
      return state.playing ? { ...state, playing: false } : state;
    case "select":
      return { step: Math.min(Math.max(Math.trunc(action.step), 0), LAST_STEP), progress: 0, playing: false };
    case "reset":
      return initialDemoState(false);
  }
}
