import type { PhotoTransform } from "@twend/composition";
import type { RenderStatus } from "@twend/shared";

/** The wizard's screen on narrow pages: 1 photo and name, 2 adjust and generate, 3 the result. */
export type GeneratorStep = 1 | 2 | 3;

/**
 * Where the visitor is with their DP:
 * - noPhoto: nothing picked yet;
 * - photoChosen: a first file is being checked (HEIC or not) before it is picked;
 * - decoding: picked, and its first full-size drawing is under way (decoding a 12 MP photo is
 *   most of it): the live preview and the face search wait for it, as a click may follow at once;
 * - ready: picked and drawn once, every input settled or being drawn ahead of the click;
 * - generating, done (`result` holds the DP), failed (`error` says why).
 * A file chosen while a photo is picked leaves that photo's phase as it is until it replaces it.
 */
export type GeneratorPhase = "noPhoto" | "photoChosen" | "decoding" | "ready" | "generating" | "done" | "failed";

/** The design's bytes for downloads and uploads, and its bitmap for drawing (use-campaign-background.ts). */
export type CampaignBackground = { status: "loading" } | { status: "ready"; blob: Blob; image: ImageBitmap } | { status: "failed" };

/** The picked photo decoded upright for the live preview (use-photo-bitmap.ts). */
export type PhotoBitmap = { status: "none" } | { status: "loading" } | { status: "ready"; image: ImageBitmap } | { status: "failed" };

/** A server render under way: "uploading" while the photo is sent, then the server's status. */
export type ServerProgress = "uploading" | RenderStatus;

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
  phase: GeneratorPhase;
  step: GeneratorStep;
  photo: PickedPhoto | null;
  name: string;
  transform: PhotoTransform;
  result: GeneratedDp | null;
  /** In the language of the moment it was said; the next act on the inputs clears it. */
  error: string | null;
  /** The browser cannot draw, or failed to: the server can still make the image, once the visitor chooses to send the photo. */
  serverFallback: boolean;
  /** Null unless the server renders the DP. */
  server: ServerProgress | null;
  /** Where the photo sits on its face: undefined while the detector looks, null when it found none. */
  face: PhotoTransform | null | undefined;
  /**
   * The visitor has moved, zoomed or turned this photo (by pointer, wheel, key or control): a face
   * found after that is offered ("Place on face"), never applied over what they did.
   */
  touched: boolean;
  /** How this photo's face is searched for (FaceSearch). */
  faceSearch: FaceSearch;
  /** The visitor asked for their face to be found: on a metered connection too, their later photos are searched at once. */
  faceAsked: boolean;
}

/**
 * - auto: searched once the photo is drawn; the face found is placed unless the visitor moved the
 *   photo or a picture was made (then it is offered).
 * - waiting: a metered connection; nothing of the detector is fetched until the visitor asks
 *   ("Place on face").
 * - asked: the visitor asked and has not moved the photo since; the face is placed when found,
 *   even over a picture already made.
 */
export type FaceSearch = "auto" | "waiting" | "asked";

export const INITIAL_TRANSFORM: PhotoTransform = { zoom: 1, offsetX: 0, offsetY: 0 };

export const INITIAL_STATE: GeneratorState = {
  phase: "noPhoto",
  step: 1,
  photo: null,
  name: "",
  transform: INITIAL_TRANSFORM,
  result: null,
  error: null,
  serverFallback: false,
  server: null,
  face: null,
  touched: false,
  faceSearch: "auto",
  faceAsked: false,
};

export type GeneratorAction =
  | { type: "photoChosen" }
  | { type: "choiceFailed" }
  | { type: "photoPicked"; photo: PickedPhoto; metered: boolean }
  | { type: "photoRejected"; error: string }
  | { type: "photoDrawn"; photoId: number }
  | { type: "nameChanged"; name: string }
  | { type: "transformChanged"; transform: PhotoTransform }
  | { type: "faceSearched"; photoId: number; transform: PhotoTransform | null }
  | { type: "faceAsked" }
  | { type: "continue" }
  | { type: "back" }
  | { type: "adjust" }
  | { type: "generateStarted" }
  | { type: "serverProgress"; progress: ServerProgress | null }
  | { type: "generated"; result: GeneratedDp }
  | { type: "generateFailed"; error: string; serverFallback: boolean }
  | { type: "generateCancelled" }
  | { type: "reset" };

/** Continue needs a photo, and a name when the Twend includes text. */
export function canContinue(state: Pick<GeneratorState, "photo" | "name">, includeText: boolean): boolean {
  return state.photo !== null && (!includeText || state.name.trim() !== "");
}

/** Generate is disabled without a photo, without a name when include_text, or while generating. */
export function canGenerate(state: Pick<GeneratorState, "photo" | "name" | "phase">, includeText: boolean): boolean {
  return canContinue(state, includeText) && state.phase !== "generating";
}

// A finished image belongs to the inputs it was drawn from; changing any of them makes it stale, and a failure is forgotten.
function withInputs(state: GeneratorState, patch: Partial<GeneratorState>): GeneratorState {
  const phase = patch.phase ?? (state.phase === "done" || state.phase === "failed" ? "ready" : state.phase);
  return { ...state, ...patch, phase, result: null, error: null, serverFallback: false, step: state.step === 3 ? 2 : state.step };
}

export function generatorReducer(includeText: boolean) {
  return (state: GeneratorState, action: GeneratorAction): GeneratorState => {
    switch (action.type) {
      case "photoChosen":
        return state.phase === "noPhoto" ? { ...state, phase: "photoChosen" } : state;
      case "choiceFailed":
        return state.phase === "photoChosen" ? { ...state, phase: "noPhoto" } : state;
      case "photoPicked":
        return withInputs(state, {
          phase: "decoding",
          photo: action.photo,
          transform: INITIAL_TRANSFORM,
          face: undefined,
          touched: false,
          faceSearch: action.metered && !state.faceAsked ? "waiting" : "auto",
        });
      case "photoRejected":
        return { ...state, phase: state.phase === "photoChosen" ? "noPhoto" : state.phase, error: action.error };
      case "photoDrawn":
        return state.phase === "decoding" && state.photo?.id === action.photoId ? { ...state, phase: "ready" } : state;
      case "nameChanged":
        return withInputs(state, { name: action.name });
      case "transformChanged":
        return withInputs(state, { transform: action.transform, touched: true, faceSearch: state.faceSearch === "asked" ? "auto" : state.faceSearch });
      case "faceSearched": {
        if (state.photo?.id !== action.photoId) return state;
        // The visitor's hand wins: once they have placed the photo themselves, or a picture is being or
        // has been made from it as it was, the face is only offered, and their transform stays as it is;
        // unless they asked for it, and it then replaces a picture made without it.
        if (state.phase === "generating" || !action.transform) return { ...state, face: action.transform };
        if (state.faceSearch === "asked") return withInputs(state, { face: action.transform, transform: action.transform, faceSearch: "auto" });
        const applies = !state.touched && !state.result;
        return { ...state, face: action.transform, transform: applies ? action.transform : state.transform };
      }
      case "faceAsked":
        // Asking is placing: the face found is applied unless the visitor moves the photo again meanwhile.
        return state.faceSearch === "waiting" ? { ...state, faceSearch: "asked", faceAsked: true } : state;
      case "continue":
        return state.step === 1 && canContinue(state, includeText) ? { ...state, step: 2, error: null } : state;
      case "back":
        // Spec: Back returns to step 1 when no result exists yet; with one, it goes back to the result.
        if (state.step !== 2) return state;
        return { ...state, step: state.result ? 3 : 1 };
      case "adjust":
        return state.step === 3 ? { ...state, step: 2 } : state;
      case "generateStarted":
        return canGenerate(state, includeText) ? { ...state, phase: "generating", error: null, serverFallback: false } : state;
      case "serverProgress":
        return { ...state, server: action.progress };
      case "generated":
        return { ...state, phase: "done", result: action.result, error: null, serverFallback: false, step: 3 };
      case "generateFailed":
        return { ...state, phase: "failed", error: action.error, serverFallback: action.serverFallback };
      case "generateCancelled":
        return state.phase === "generating" ? { ...state, phase: "ready" } : state;
      case "reset":
        // 'Create Another DP': photo, name, result and error are cleared and the visitor starts again at step 1.
        return { ...INITIAL_STATE, faceAsked: state.faceAsked };
    }
  };
}
