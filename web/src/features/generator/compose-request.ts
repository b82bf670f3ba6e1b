import type { DpDesign, PhotoTransform } from "@twend/composition";

/** Everything one full-size drawing needs; plain data and Blobs, so it can be posted to a worker. */
export interface ComposeRequest {
  design: DpDesign;
  /** Identifies the background, so a worker decodes it once for many drawings. */
  backgroundUrl: string;
  background: Blob;
  photo: Blob;
  name: string;
  transform: PhotoTransform;
  /** The footer's text fallback, 'Made with {host}', for a drawing without the logo. */
  host: string;
}

/**
 * What every drawing of one Twend needs whoever the visitor is: sent ahead, when the visitor
 * starts picking a photo, so the worker has decoded the background and loaded the design's
 * fonts before the first drawing is asked for.
 */
export type DrawingBasics = Pick<ComposeRequest, "backgroundUrl" | "background"> & { textFont: string };

export type ComposeMessage = { kind: "prepare"; basics: DrawingBasics } | { kind: "compose"; id: number; request: ComposeRequest };

export type ComposeReply = { id: number; ok: true; png: Blob } | { id: number; ok: false; reason: string; stage: ComposeStage };

/**
 * Where a drawing failed: "unsupported" means this worker cannot draw at all
 * (no OffscreenCanvas or fonts in workers) and the page should draw instead;
 * "background" that the background could not be decoded.
 */
export type ComposeStage = "unsupported" | "background" | "draw" | "superseded";

/** A drawing that failed; `reason` goes into the spec's 'Failed to generate DP: {reason}' text. */
export class ComposeError extends Error {
  constructor(
    readonly reason: string,
    readonly stage: ComposeStage,
  ) {
    super(reason);
    this.name = "ComposeError";
  }
}

export const BACKGROUND_FAILED_REASON = "the background image could not be loaded";
