import { useLingui } from "@lingui/react/macro";
import type { PhotoTransform } from "@twend/composition";
import type { PublicCampaign } from "@twend/shared";
import { type Dispatch, useCallback, useMemo, useReducer, useRef, useState } from "react";
import { INITIAL_STATE, generatorReducer, type GeneratorAction, type GeneratorState, type PickedPhoto } from "./generator-state.ts";
import { photoFileProblem } from "./photo-file.ts";
import type { ServerRender } from "./use-server-render.ts";
import { noteVisitorIntent } from "./visitor-intent.ts";

/** What the engine (generator-engine.tsx) does for the generator, once its code is here. */
export interface EngineActions {
  /** Starts decoding a file the visitor has chosen, while the page checks it. */
  decodeAhead: (file: File) => void;
  /** Starts drawing a newly picked photo ahead of the click. */
  drawNow: (photo: PickedPhoto) => void;
  generate: () => Promise<void>;
  generateOnServer: () => Promise<void>;
  cancelServer: () => void;
}

/** The generator's state as the engine sees it, and where it reports. */
export interface GeneratorCore {
  state: GeneratorState;
  dispatch: Dispatch<GeneratorAction>;
  /** The engine's actions as of its last render; null once it has gone. */
  register: (actions: EngineActions | null) => void;
  setServerProgress: (progress: ServerRender["progress"]) => void;
}

export interface Generator {
  state: GeneratorState;
  server: ServerRender["progress"];
  /** Whether Generate can run: the engine's code is here. */
  ready: boolean;
  /** For the engine, which the page renders once the visitor acts. */
  core: GeneratorCore;
  /** A file has been chosen and is being checked (HEIC or not) before it is picked. */
  photoChosen: (file: File) => void;
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
  reset: () => void;
}

/**
 * The generator's state and actions: steps and inputs here, with the page; the drawing ahead of
 * the click, Generate and its server fallback in the engine (generator-engine.tsx), whose code
 * comes with the visitor's first act on the page. Until it is here there is nothing to generate from.
 */
export function useGenerator(campaign: PublicCampaign): Generator {
  const { i18n } = useLingui();
  const includeText = campaign.include_text;
  const reducer = useMemo(() => generatorReducer(includeText), [includeText]);
  const [state, dispatch] = useReducer(reducer, INITIAL_STATE);
  const photoIds = useRef(0);
  const [server, setServerProgress] = useState<ServerRender["progress"]>(null);
  const engine = useRef<EngineActions | null>(null);
  const [ready, setReady] = useState(false);
  const register = useCallback((actions: EngineActions | null) => {
    engine.current = actions;
    setReady(actions !== null);
  }, []);

  return {
    state,
    server,
    ready,
    core: { state, dispatch, register, setServerProgress },
    photoChosen: (file) => engine.current?.decodeAhead(file),
    pickPhoto: (file) => {
      const problem = photoFileProblem(i18n, file);
      if (problem) return dispatch({ type: "photoRejected", error: problem });
      // A dropped photo may be the visitor's first act on the page.
      noteVisitorIntent();
      const photo = { id: ++photoIds.current, file };
      dispatch({ type: "photoPicked", photo });
      // Without the engine yet, it draws the photo when it arrives.
      engine.current?.drawNow(photo);
    },
    setName: (value) => dispatch({ type: "nameChanged", name: value }),
    setTransform: (transform) => dispatch({ type: "transformChanged", transform }),
    goNext: () => dispatch({ type: "continue" }),
    goBack: () => dispatch({ type: "back" }),
    adjust: () => dispatch({ type: "adjust" }),
    prepare: noteVisitorIntent,
    generate: async () => engine.current?.generate(),
    generateOnServer: async () => engine.current?.generateOnServer(),
    reset: () => {
      engine.current?.cancelServer();
      dispatch({ type: "reset" });
    },
  };
}
