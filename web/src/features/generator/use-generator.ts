import { useLingui } from "@lingui/react/macro";
import type { PhotoTransform } from "@twend/composition";
import type { PublicCampaign } from "@twend/shared";
import { type Dispatch, useEffect, useLayoutEffect, useMemo, useReducer, useRef } from "react";
import type { GenerationReport } from "./generation-report.ts";
import type { GeneratorEngine, ResultViewCode } from "./generator-engine.ts";
import { INITIAL_STATE, generatorReducer, type GeneratorAction, type GeneratorState, type PhotoBitmap, type CampaignBackground } from "./generator-state.ts";
import { type Drawing, useDrawingCode } from "./load-drawing.ts";
import { isMeteredConnection } from "../../lib/metered-connection.ts";
import { photoFileProblem } from "./photo-file.ts";
import { useGenerationReport } from "./use-generation-report.ts";
import { usePhotoBitmap } from "./use-photo-bitmap.ts";
import { useCampaignBackground } from "./use-campaign-background.ts";
import { noteVisitorIntent, useVisitorIntent } from "./visitor-intent.ts";

export interface Generator {
  state: GeneratorState;
  /** The drawing code, once it is here and the visitor has acted on the page; null before. */
  drawing: Drawing | null;
  /** The Twend's full-size background, fetched once the visitor acts. */
  background: CampaignBackground;
  /** The picked photo as the live preview draws it. */
  preview: PhotoBitmap;
  report: GenerationReport;
  /** Whether Generate can run: the engine's code is here. */
  ready: boolean;
  /** A file has been chosen and is being checked (HEIC or not) before it is picked. */
  photoChosen: (file: File) => void;
  /** The chosen file could not be made drawable (a HEIC photo that would not convert); the picker says why. */
  choiceFailed: () => void;
  pickPhoto: (file: File) => void;
  setName: (name: string) => void;
  /** A transform clamped to the photo and its window by the caller (photo-transform.ts). */
  setTransform: (transform: PhotoTransform) => void;
  goNext: () => void;
  goBack: () => void;
  adjust: () => void;
  /** The visitor has started on the inputs (opened the file chooser, dragged a file in, focused the name): get the drawing ready. */
  prepare: () => void;
  generate: () => Promise<void>;
  generateOnServer: () => Promise<void>;
  /** On a metered connection, where the detector waits for the visitor: find the face now. */
  findFace: () => void;
  reset: () => void;
}

/** The engine, made with the drawing code, running while the page is mounted. */
function useEngine(drawing: Drawing | null, dispatch: Dispatch<GeneratorAction>): GeneratorEngine | null {
  // Making one starts nothing: its worker and downloads start with its first sync.
  const engine = useMemo(() => drawing?.createGeneratorEngine(dispatch) ?? null, [drawing, dispatch]);
  useEffect(() => {
    if (!engine) return;
    engine.start();
    return engine.stop;
  }, [engine]);
  return engine;
}

/**
 * The generator: one model of the visitor's steps (generator-state.ts), with the page, and the
 * engine that draws, generates and places the photo on its face (generator-engine.ts), whose code
 * comes with the visitor's first act on the page. Until it is here there is nothing to generate from.
 */
export function useGenerator(campaign: PublicCampaign, resultView: ResultViewCode): Generator {
  const { i18n } = useLingui();
  const includeText = campaign.include_text;
  const reducer = useMemo(() => generatorReducer(includeText), [includeText]);
  const [state, dispatch] = useReducer(reducer, INITIAL_STATE);
  const code = useDrawingCode();
  const acted = useVisitorIntent();
  const drawing = acted ? code.drawing : null;
  // Started as soon as the visitor acts, so the design is decoded while they pick a photo.
  const background = useCampaignBackground(campaign.background_image_url, code.load);
  const preview = usePhotoBitmap(state.photo?.file ?? null, state.phase === "decoding", code.load);
  const report = useGenerationReport(campaign.id);
  const engine = useEngine(drawing, dispatch);
  useLayoutEffect(() => engine?.sync({ campaign, state, background, preview, report, resultView, i18n }));
  const photoIds = useRef(0);

  return {
    state,
    drawing,
    background,
    preview,
    report,
    ready: engine !== null,
    photoChosen: (file) => {
      dispatch({ type: "photoChosen" });
      engine?.choose(file);
    },
    choiceFailed: () => dispatch({ type: "choiceFailed" }),
    pickPhoto: (file) => {
      const problem = photoFileProblem(i18n, file);
      if (problem) return dispatch({ type: "photoRejected", error: problem });
      // A dropped photo may be the visitor's first act on the page.
      noteVisitorIntent();
      const photo = { id: ++photoIds.current, file };
      // On a metered connection the face detector's download waits for the visitor to ask for it.
      dispatch({ type: "photoPicked", photo, metered: isMeteredConnection() });
      // Without the engine yet, it draws the photo when it arrives.
      engine?.pick(photo);
    },
    setName: (value) => dispatch({ type: "nameChanged", name: value }),
    setTransform: (transform) => dispatch({ type: "transformChanged", transform }),
    goNext: () => dispatch({ type: "continue" }),
    goBack: () => dispatch({ type: "back" }),
    adjust: () => dispatch({ type: "adjust" }),
    prepare: noteVisitorIntent,
    generate: async () => engine?.generate(),
    generateOnServer: async () => engine?.generateOnServer(),
    findFace: () => dispatch({ type: "faceAsked" }),
    reset: () => {
      engine?.cancelServer();
      dispatch({ type: "reset" });
    },
  };
}
