import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { PhotoTransform } from "@twend/composition";
import type { ComposeReason } from "./compose-request.ts";

export type GeneratorStep = 1 | 2 | 3;

/** The design's bytes for downloads and uploads, and its bitmap for drawing (use-twend-background.ts). */
export type TwendBackground = { status: "loading" } | { status: "ready"; blob: Blob; image: ImageBitmap } | { status: "failed" };

/** The picked photo decoded upright for the live preview (use-photo-bitmap.ts). */
export type PhotoBitmap = { status: "none" } | { status: "loading" } | { status: "ready"; image: ImageBitmap } | { status: "failed" };

/** A picked photo with an id of its own, so a finished image can be matched to the inputs it was drawn from. */
export interface PickedPhoto {
  id: number;
  file: File;
}

export interface GeneratedDp {
  blob: Blob;
  /** A blob: URL of `blob`, for the image on screen and the Download link. */
  url: string;
  /** "server" when the browser could not draw and the API rendered it. */
  source: "browser" | "server";
}

export interface GeneratorState {
  step: GeneratorStep;
  photo: PickedPhoto | null;
  name: string;
  transform: PhotoTransform;
  generating: boolean;
  result: GeneratedDp | null;
  /** In the language of the moment it was said; the next act on the inputs clears it. */
  error: string | null;
  /** The browser cannot draw, or failed to: the server can still make the image, once the visitor chooses to send the photo. */
  serverFallback: boolean;
  /** Where the photo sits on its face: undefined while the detector looks, null when it found none. */
  face: PhotoTransform | null | undefined;
}

export const INITIAL_TRANSFORM: PhotoTransform = { zoom: 1, offsetX: 0, offsetY: 0 };

export const INITIAL_STATE: GeneratorState = {
  step: 1,
  photo: null,
  name: "",
  transform: INITIAL_TRANSFORM,
  generating: false,
  result: null,
  error: null,
  serverFallback: false,
  face: null,
};

export type GeneratorAction =
  | { type: "photoPicked"; photo: PickedPhoto }
  | { type: "photoRejected"; error: string }
  | { type: "nameChanged"; name: string }
  | { type: "transformChanged"; transform: PhotoTransform }
  | { type: "faceSearched"; photoId: number; transform: PhotoTransform | null }
  | { type: "continue" }
  | { type: "back" }
  | { type: "adjust" }
  | { type: "generateStarted" }
  | { type: "generated"; result: GeneratedDp }
  | { type: "generateFailed"; error: string; serverFallback: boolean }
  | { type: "generateCancelled" }
  | { type: "reset" };

/** Continue needs a photo, and a name when the Twend includes text. */
export function canContinue(state: Pick<GeneratorState, "photo" | "name">, includeText: boolean): boolean {
  return state.photo !== null && (!includeText || state.name.trim() !== "");
}

/** Generate is disabled without a photo, without a name when include_text, or while generating. */
export function canGenerate(state: Pick<GeneratorState, "photo" | "name" | "generating">, includeText: boolean): boolean {
  return canContinue(state, includeText) && !state.generating;
}

// A finished image belongs to the inputs it was drawn from; changing any of them makes it stale.
function withInputs(state: GeneratorState, patch: Partial<GeneratorState>): GeneratorState {
  return { ...state, ...patch, result: null, error: null, serverFallback: false, step: state.step === 3 ? 2 : state.step };
}

export function generatorReducer(includeText: boolean) {
  return (state: GeneratorState, action: GeneratorAction): GeneratorState => {
    switch (action.type) {
      case "photoPicked":
        return withInputs(state, { photo: action.photo, transform: INITIAL_TRANSFORM, face: undefined });
      case "photoRejected":
        return { ...state, error: action.error };
      case "nameChanged":
        return withInputs(state, { name: action.name });
      case "transformChanged":
        return withInputs(state, { transform: action.transform });
      case "faceSearched": {
        if (state.photo?.id !== action.photoId) return state;
        // The visitor's own placement, or a picture already made from the photo as it was, stays as it is.
        // A pick, Reset and "Whole photo" set INITIAL_TRANSFORM itself; any move makes a new transform.
        const placed = action.transform && state.transform === INITIAL_TRANSFORM && !state.generating && !state.result ? action.transform : state.transform;
        return { ...state, face: action.transform, transform: placed };
      }
      case "continue":
        return state.step === 1 && canContinue(state, includeText) ? { ...state, step: 2, error: null } : state;
      case "back":
        // Spec: Back returns to step 1 when no result exists yet; with one, it goes back to the result.
        if (state.step !== 2) return state;
        return { ...state, step: state.result ? 3 : 1 };
      case "adjust":
        return state.step === 3 ? { ...state, step: 2 } : state;
      case "generateStarted":
        return canGenerate(state, includeText) ? { ...state, generating: true, error: null, serverFallback: false } : state;
      case "generated":
        return { ...state, generating: false, result: action.result, error: null, serverFallback: false, step: 3 };
      case "generateFailed":
        return { ...state, generating: false, error: action.error, serverFallback: action.serverFallback };
      case "generateCancelled":
        return { ...state, generating: false };
      case "reset":
        // 'Create Another DP': photo, name, result and error are cleared and the visitor starts again at step 1.
        return INITIAL_STATE;
    }
  };
}

/** Why the server's render failed when it says no more. */
export const SERVER_FAILED_REASON = msg`the server could not render the image`;

/** The text shown when the background fails to load or drawing throws. */
export function generateFailedMessage(i18n: I18n, failure: ComposeReason): string {
  const reason = (typeof failure === "string" ? failure : i18n._(failure)).replace(/[.\s]+$/u, "");
  return i18n._(msg`Failed to generate DP: ${reason}. Please try again.`);
}
