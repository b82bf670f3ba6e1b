import type { DpDesign } from "../layout.ts";
import type { PhotoTransform } from "../photo-placement.ts";
import type { ArabicShaping, GlyphProbeResult } from "./glyph-probes.ts";

// What the test page (page/harness.ts) offers Node as `window.twendHarness`;
// declared apart from the page so the Node side types it without the DOM.

export interface PageScene {
  design: DpDesign;
  name: string;
  host: string;
  photoTransform?: PhotoTransform | undefined;
  backgroundUrl: string;
  photoUrl: string | null;
}

export interface PageBenchFigures {
  width: number;
  height: number;
  decodeMs: number;
  /** composeToCanvas + toPngBlob, per run. */
  composeMs: number[];
  /** Bare drawImage of the background and photo + convertToBlob PNG at the same size, per run. */
  floorMs: number[];
  /** The synchronous composeToCanvas call of each run: main-thread time the page cannot use. */
  drawMs: number[];
  /** Longest task the Long Tasks API saw (it reports tasks of 50 ms and more); 0 when none. */
  longestTaskMs: number;
}

export interface TwendHarness {
  /** Composes a scene in full mode and POSTs the PNG to `resultUrl`. */
  compose(scene: PageScene, resultUrl: string): Promise<{ width: number; height: number }>;
  bench(scene: PageScene, runs: number): Promise<PageBenchFigures>;
  probeGlyphs(): Promise<{ probes: GlyphProbeResult[]; arabic: ArabicShaping }>;
}

export interface HarnessWindow {
  twendHarness: TwendHarness;
}
