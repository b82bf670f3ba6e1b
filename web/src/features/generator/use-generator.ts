import type { DpDesign, PhotoTransform } from "@twend/composition";
import type { PublicCampaign } from "@twend/shared";
import { useCallback, useEffect, useMemo, useReducer, useRef } from "react";
import { flushSync } from "react-dom";
import { BACKGROUND_FAILED_REASON, ComposeError, type ComposeRequest } from "./compose-request.ts";
import { canDrawOnPage } from "./device.ts";
import {
  INITIAL_STATE,
  INITIAL_TRANSFORM,
  canContinue,
  generateFailedMessage,
  generatorReducer,
  type GeneratedDp,
  type GeneratorState,
  type PickedPhoto,
} from "./generator-state.ts";
import { photoFileProblem, serverAcceptsPhoto } from "./photo-file.ts";
import { composeKey } from "./photo-transform.ts";
import { twendBackgroundBytes } from "./twend-background-bytes.ts";
import type { TwendBackground } from "./use-twend-background.ts";
import { usePrecompose } from "./use-precompose.ts";
import { useReadyAhead, type ResultViewCode } from "./use-ready-ahead.ts";
import { useResultUrl } from "./use-result-url.ts";
import { useServerRender, type ServerRender } from "./use-server-render.ts";
import type { GenerationReport } from "./use-generation-report.ts";
import { noteVisitorIntent, useVisitorIntent } from "./visitor-intent.ts";

export interface Generator {
  state: GeneratorState;
  server: ServerRender["progress"];
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

function designOf(campaign: PublicCampaign): DpDesign {
  const { avatar_x, avatar_y, avatar_size, avatar_shape, avatar_color, text_x, text_y, text_font, text_size, text_color, include_text, frame_mode } = campaign;
  return { avatar_x, avatar_y, avatar_size, avatar_shape, avatar_color, text_x, text_y, text_font, text_size, text_color, include_text, frame_mode };
}

/** The design's bytes for a drawing; a failed download fails it with the spec's background message. */
async function designBytes(url: string): Promise<Blob> {
  try {
    return await twendBackgroundBytes(url);
  } catch {
    // The preview, waiting on the same download, has logged why it failed.
    throw new ComposeError(BACKGROUND_FAILED_REASON, "background");
  }
}

/**
 * The generator's state and actions: steps, inputs, the drawing ahead of the click, Generate and its server fallback.
 * Generate waits for `resultView`'s code with the PNG, so the result appears whole in one render
 * rather than behind a loading fallback.
 */
export function useGenerator(campaign: PublicCampaign, background: TwendBackground, report: GenerationReport, resultView: ResultViewCode): Generator {
  const includeText = campaign.include_text;
  const reducer = useMemo(() => generatorReducer(includeText), [includeText]);
  const [state, dispatch] = useReducer(reducer, INITIAL_STATE);
  const photoIds = useRef(0);
  const server = useServerRender(campaign.id);

  const name = includeText ? state.name : "";
  const backgroundBlob = background.status === "ready" ? background.blob : null;
  const { photo: statePhoto, name: stateName, transform } = state;
  /** The drawing of these inputs on `backgroundBytes`. */
  const drawingOn = useCallback(
    (photo: PickedPhoto, typedName: string, crop: PhotoTransform, backgroundBytes: Blob) => {
      const shownName = includeText ? typedName : "";
      const request: ComposeRequest = {
        design: designOf(campaign),
        backgroundUrl: campaign.background_image_url,
        background: backgroundBytes,
        photo: photo.file,
        name: shownName,
        transform: crop,
        host: window.location.host,
      };
      return { key: composeKey(photo.id, shownName, crop), request };
    },
    [campaign, includeText],
  );
  /** The drawing of these inputs, or null while there is nothing to draw. */
  const drawingOf = useCallback(
    (photo: PickedPhoto | null, typedName: string, crop: PhotoTransform, backgroundBytes: Blob | null) =>
      photo && backgroundBytes && canContinue({ photo, name: typedName }, includeText) ? drawingOn(photo, typedName, crop, backgroundBytes) : null,
    [drawingOn, includeText],
  );
  const pending = useMemo(() => drawingOf(statePhoto, stateName, transform, backgroundBlob), [drawingOf, statePhoto, stateName, transform, backgroundBlob]);
  const precompose = usePrecompose(pending, statePhoto?.file ?? null);

  // A photo picked before the design arrived is drawn the moment it is here, as a pick after it would be: the click may follow at once.
  const designArrived = useRef(backgroundBlob !== null);
  useEffect(() => {
    if (!backgroundBlob || designArrived.current) return;
    designArrived.current = true;
    if (pending) precompose.drawNow(pending.key, pending.request);
  }, [backgroundBlob, pending, precompose]);

  const resultUrl = useResultUrl();

  // From the visitor's first act, like the design's download: started only when the file chooser
  // opened, the compose worker was often still loading its code when the photo arrived, and a
  // click right after the pick waited for it.
  useReadyAhead(useVisitorIntent(), campaign, backgroundBlob, precompose, resultView);

  const show = useCallback((blob: Blob, source: GeneratedDp["source"]) => dispatch({ type: "generated", result: { blob, url: resultUrl(blob), source } }), [resultUrl]);
  const finish = useCallback(
    async (png: Promise<Blob>, source: GeneratedDp["source"]) => {
      // A result shows only with its actions: without their code, Generate fails and can be tried again.
      const code = resultView.load().catch((error: unknown) => {
        console.error(error);
        throw new ComposeError("the download buttons could not be loaded", "draw");
      });
      const [blob] = await Promise.all([png, code]);
      // Rendered in this task: a scheduled render would queue behind the preview's drawing of the new photo.
      flushSync(() => show(blob, source));
    },
    [resultView, show],
  );

  const generateOnServer = useCallback(async () => {
    const photo = state.photo;
    if (!photo) return;
    dispatch({ type: "generateStarted" });
    try {
      await finish(server.render(photo.file, name, transform), "server");
    } catch (error) {
      if (error instanceof DOMException && error.name === "AbortError") return dispatch({ type: "generateCancelled" });
      console.error(error);
      const reason = error instanceof Error ? error.message : "the server could not render the image";
      dispatch({ type: "generateFailed", error: generateFailedMessage(reason), serverFallback: true });
    }
  }, [state.photo, name, server, transform, finish]);

  const generate = useCallback(async () => {
    const photo = state.photo;
    if (!photo || state.generating) return;
    const serverPossible = serverAcceptsPhoto(photo.file);
    if (background.status === "failed") {
      dispatch({ type: "generateFailed", error: generateFailedMessage(BACKGROUND_FAILED_REASON), serverFallback: serverPossible });
      return;
    }
    if (!canDrawOnPage()) return generateOnServer();
    if (!canContinue({ photo, name: stateName }, includeText)) return;
    const drawn = pending ? precompose.peek(pending.key) : undefined;
    if (drawn && resultView.ready()) {
      // Everything is here: the result renders in the click's own task, with no "Generating" render before it.
      show(drawn, "browser");
      report.generated(photo.file, name, transform);
      return;
    }
    dispatch({ type: "generateStarted" });
    try {
      // Clicked before the design arrived: the same drawing, once the download under way has brought it.
      const drawing = pending ?? drawingOn(photo, stateName, transform, await designBytes(campaign.background_image_url));
      await finish(precompose.take(drawing.key, drawing.request), "browser");
      report.generated(photo.file, name, drawing.request.transform);
    } catch (error) {
      if (error instanceof ComposeError && error.stage === "superseded") return dispatch({ type: "generateCancelled" });
      console.error(error);
      const reason = error instanceof ComposeError ? error.reason : "the image could not be drawn";
      dispatch({ type: "generateFailed", error: generateFailedMessage(reason), serverFallback: serverPossible });
    }
  }, [
    state.photo,
    state.generating,
    background.status,
    includeText,
    stateName,
    pending,
    drawingOn,
    transform,
    campaign.background_image_url,
    precompose,
    resultView,
    show,
    finish,
    report,
    name,
    generateOnServer,
  ]);

  return {
    state,
    server: server.progress,
    pickPhoto: (file) => {
      const problem = photoFileProblem(file);
      if (problem) return dispatch({ type: "photoRejected", error: problem });
      // A dropped photo may be the visitor's first act on the page.
      noteVisitorIntent();
      const photo = { id: ++photoIds.current, file };
      dispatch({ type: "photoPicked", photo });
      // Started here rather than after the render the pick causes: a click may follow at once.
      const drawing = drawingOf(photo, state.name, INITIAL_TRANSFORM, backgroundBlob);
      if (drawing) precompose.drawNow(drawing.key, drawing.request);
    },
    setName: (value) => dispatch({ type: "nameChanged", name: value }),
    setTransform: (transform) => dispatch({ type: "transformChanged", transform }),
    goNext: () => dispatch({ type: "continue" }),
    goBack: () => dispatch({ type: "back" }),
    adjust: () => dispatch({ type: "adjust" }),
    prepare: noteVisitorIntent,
    generate,
    generateOnServer,
    reset: () => {
      server.cancel();
      dispatch({ type: "reset" });
    },
  };
}
