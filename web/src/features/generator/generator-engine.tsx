import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import type { DpDesign, PhotoTransform } from "@twend/composition";
import type { PublicCampaign } from "@twend/shared";
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef } from "react";
import { flushSync } from "react-dom";
import { composeKey } from "./compose-key.ts";
import { BACKGROUND_FAILED_REASON, ComposeError, DRAW_FAILED_REASON, type ComposeRequest } from "./compose-request.ts";
import { canDrawOnPage } from "./device.ts";
import {
  INITIAL_TRANSFORM,
  canContinue,
  generateFailedMessage,
  SERVER_FAILED_REASON,
  type GeneratedDp,
  type PickedPhoto,
  type TwendBackground,
} from "./generator-state.ts";
import { serverAcceptsPhoto } from "./photo-file.ts";
import { twendBackgroundBytes } from "./twend-background-bytes.ts";
import type { GenerationReport } from "./generation-report.ts";
import type { GeneratorCore } from "./use-generator.ts";
import { useFacePlacement } from "./use-face-placement.ts";
import { usePrecompose } from "./use-precompose.ts";
import { useReadyAhead, type ResultViewCode } from "./use-ready-ahead.ts";
import { useResultUrl } from "./use-result-url.ts";
import { drawingNewPhoto } from "./new-photo-drawing.ts";
import { useServerRender } from "./use-server-render.ts";

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

export interface GeneratorEngineProps {
  campaign: PublicCampaign;
  background: TwendBackground;
  report: GenerationReport;
  /** The result's code: Generate waits for it with the PNG, so the result appears whole in one render rather than behind a loading fallback. */
  resultView: ResultViewCode;
  core: GeneratorCore;
}

/**
 * What the generator does once the visitor acts on the page (the generator's page renders it from
 * then on, when its code is here): the drawing ahead of the click, Generate and its server fallback.
 * It shows nothing; its actions reach the page's generator through `core`.
 */
export function GeneratorEngine({ campaign, background, report, resultView, core }: GeneratorEngineProps): null {
  const { i18n } = useLingui();
  const { state, dispatch, register, setServerProgress } = core;
  const includeText = campaign.include_text;
  const server = useServerRender(campaign.id);
  useEffect(() => setServerProgress(server.progress), [server.progress, setServerProgress]);

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
  useFacePlacement(campaign, background, statePhoto, precompose.thumbnail, dispatch);

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
  useReadyAhead(campaign, backgroundBlob, precompose, resultView);

  const show = useCallback(
    (blob: Blob, source: GeneratedDp["source"]) => dispatch({ type: "generated", result: { blob, url: resultUrl(blob), source } }),
    [dispatch, resultUrl],
  );
  const finish = useCallback(
    async (png: Promise<Blob>, source: GeneratedDp["source"]) => {
      // A result shows only with its actions: without their code, Generate fails and can be tried again.
      const code = resultView.load().catch((error: unknown) => {
        console.error(error);
        throw new ComposeError(msg`the download buttons could not be loaded`, "draw");
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
      // A message of the API's comes in the visitor's language already.
      const reason = error instanceof ComposeError ? error.reason : error instanceof Error ? error.message : SERVER_FAILED_REASON;
      dispatch({ type: "generateFailed", error: generateFailedMessage(i18n, reason), serverFallback: true });
    }
  }, [state.photo, dispatch, name, server, transform, finish, i18n]);

  const generate = useCallback(async () => {
    const photo = state.photo;
    if (!photo || state.generating) return;
    const serverPossible = serverAcceptsPhoto(photo.file);
    // Only the server can make it here; the photo goes there when the visitor, told so, chooses it.
    if (!canDrawOnPage()) {
      dispatch({ type: "generateFailed", error: generateFailedMessage(i18n, DRAW_FAILED_REASON), serverFallback: serverPossible });
      return;
    }
    if (background.status === "failed") {
      dispatch({ type: "generateFailed", error: generateFailedMessage(i18n, BACKGROUND_FAILED_REASON), serverFallback: serverPossible });
      return;
    }
    if (!canContinue({ photo, name: stateName }, includeText)) return;
    const drawn = pending ? precompose.peek(pending.key) : undefined;
    if (drawn && resultView.ready()) {
      // Everything is here: the result renders in the click's own task, with no "Generating" render before it.
      show(drawn, "browser");
      report.generated();
      return;
    }
    dispatch({ type: "generateStarted" });
    try {
      // Clicked before the design arrived: the same drawing, once the download under way has brought it.
      const drawing = pending ?? drawingOn(photo, stateName, transform, await designBytes(campaign.background_image_url));
      await finish(precompose.take(drawing.key, drawing.request), "browser");
      report.generated();
    } catch (error) {
      if (error instanceof ComposeError && error.stage === "superseded") return dispatch({ type: "generateCancelled" });
      console.error(error);
      const reason = error instanceof ComposeError ? error.reason : DRAW_FAILED_REASON;
      dispatch({ type: "generateFailed", error: generateFailedMessage(i18n, reason), serverFallback: serverPossible });
    }
  }, [
    state.photo,
    state.generating,
    background.status,
    dispatch,
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
    i18n,
  ]);

  // Started in the pick's own handler rather than after the render the pick causes: a click may follow at once.
  const drawNow = (photo: PickedPhoto) => {
    const drawing = drawingOf(photo, state.name, INITIAL_TRANSFORM, backgroundBlob);
    if (drawing) drawingNewPhoto(precompose.take(drawing.key, drawing.request));
  };
  const cancelServer = server.cancel;
  const decodeAhead = precompose.decodeAhead;
  useLayoutEffect(() => register({ decodeAhead, drawNow, generate, generateOnServer, cancelServer }));
  useLayoutEffect(() => () => register(null), [register]);
  return null;
}
