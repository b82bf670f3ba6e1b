import type { BackgroundChoice } from "../../features/studio/campaign-form.ts";

/** What a create or a save reports while it runs: its upload share and, once it failed, why. */
export interface StudioJob {
  error: string | null;
  progress: number | null;
}

/** The background picker's wiring, which differs between the creator and the editor. */
export interface BackgroundSlot {
  onPick: (choice: BackgroundChoice) => void;
}
