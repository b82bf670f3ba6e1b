import type { MessageDescriptor } from "@lingui/core";
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

/**
 * `photo`: a file the visitor has just chosen, decoded ahead of its drawing (see decoded-photo.ts).
 * `thumbnail`: that photo, as decoded for the drawings, `width` pixels wide, posted to `port` (null
 * when it cannot be had): the face detector's input, without decoding the photo once more.
 */
export type ComposeMessage =
  | { kind: "prepare"; basics: DrawingBasics }
  | { kind: "photo"; photo: Blob }
  | { kind: "thumbnail"; photo: Blob; width: number; port: MessagePort }
  | { kind: "compose"; id: number; request: ComposeRequest };

export type ComposeReply = { id: number; ok: true; png: Blob } | { id: number; ok: false; reason: ComposeReason; stage: ComposeStage };

/**
 * Why a drawing failed, for the visitor: a message, translated where it is shown since a worker
 * has no Lingui (a descriptor is plain data a worker can post), or an error's own text, shown as it is.
 */
export type ComposeReason = MessageDescriptor | string;

/**
 * Where a drawing failed: "unsupported" means this worker cannot draw at all
 * (no OffscreenCanvas or fonts in workers) and the page should draw instead;
 * "background" that the background could not be decoded.
 */
export type ComposeStage = "unsupported" | "background" | "draw" | "superseded";

/** A drawing that failed; `reason` goes into the spec's 'Failed to generate DP: {reason}' text. */
export class ComposeError extends Error {
  constructor(
    readonly reason: ComposeReason,
    readonly stage: ComposeStage,
  ) {
    super(typeof reason === "string" ? reason : (reason.message ?? reason.id));
    this.name = "ComposeError";
  }
}

// Reasons the worker gives (compose-png.ts has one more): plain descriptors whose id is the English text, as the spec's
// messages are kept, since a worker is bundled without the Lingui macros. Their marker comment has them extracted all the same.
export const BACKGROUND_FAILED_REASON: MessageDescriptor = /*i18n*/ { id: "the background image could not be loaded" };
export const DRAW_FAILED_REASON: MessageDescriptor = /*i18n*/ { id: "the image could not be drawn" };
