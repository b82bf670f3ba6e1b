import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { PhotoTransform } from "@twend/composition";
import { pickDesign, type PublicCampaign } from "@twend/shared";
import type { Dispatch } from "react";
import { flushSync } from "react-dom";
import { serverMessage } from "../../lib/api-errors/call-failure.ts";
import { loadHeicCheck } from "../heic/use-drawable-picture.ts";
import { createComposeAhead } from "./compose-ahead.ts";
import type { ComposeClient } from "./compose-client.ts";
import { composeKey } from "./compose-key.ts";
import { BACKGROUND_FAILED_REASON, ComposeError, DRAW_FAILED_REASON, type ComposeRequest } from "./compose-request.ts";
import { generateFailedMessage, SERVER_FAILED_REASON } from "./generate-failure.ts";
import type { GenerationReport } from "./generation-report.ts";
import {
  INITIAL_TRANSFORM,
  canContinue,
  type GeneratedDp,
  type GeneratorAction,
  type GeneratorState,
  type PhotoBitmap,
  type PickedPhoto,
  type ServerProgress,
  type CampaignBackground,
} from "./generator-state.ts";
import { serverAcceptsPhoto } from "./photo-file.ts";
import { campaignPhotoWindow } from "./photo-window.ts";
import { campaignBackgroundBytes } from "./campaign-background-bytes.ts";

/** How long name and crop must stay still before the full-size image is drawn ahead of the click. */
export const AHEAD_DELAY_MS = 300;

/** The code that shows a result, fetched apart from the page's. */
export interface ResultViewCode {
  ready: () => boolean;
  load: () => Promise<unknown>;
}

/** The page as it last rendered: the model's state and what the engine works from. */
export interface EngineView {
  campaign: PublicCampaign;
  state: GeneratorState;
  background: CampaignBackground;
  preview: PhotoBitmap;
  report: GenerationReport;
  /** The result's code: Generate waits for it with the PNG, so the result appears whole in one render rather than behind a loading fallback. */
  resultView: ResultViewCode;
  i18n: I18n;
}

/** What the generator does once the visitor acts on the page; it reports every change to the model through `dispatch`. */
export interface GeneratorEngine {
  /** After every render, before any handler can run: the page as it is now. */
  sync: (view: EngineView) => void;
  /** A file was chosen: its decoding starts while the page still checks it. */
  choose: (file: File) => void;
  /** A photo was just picked: drawn from the pick's own handler rather than after the render it causes, as a click may follow at once. */
  pick: (photo: PickedPhoto) => void;
  generate: () => Promise<void>;
  generateOnServer: () => Promise<void>;
  cancelServer: () => void;
  /** While the page is mounted: a stopped engine keeps no worker or result, and can start again (React's strict mode remounts a page once). */
  start: () => void;
  stop: () => void;
}

/** The design's bytes for a drawing; a failed download fails it with the spec's background message. */
async function designBytes(url: string): Promise<Blob> {
  try {
    return await campaignBackgroundBytes(url);
  } catch {
    // The preview, waiting on the same download, has logged why it failed.
    throw new ComposeError(BACKGROUND_FAILED_REASON, "background");
  }
}

/**
 * The compose client, fetched with the full-size drawing code (and the fonts) when the engine
 * first needs it, so a visitor who only looks at the Twend never downloads it.
 */
function lazyComposeClient(): ComposeClient {
  let client: Promise<ComposeClient> | null = null;
  const started = () =>
    (client ??= import("./compose-client.ts").then(
      ({ createComposeClient }) => createComposeClient(),
      (error: unknown) => {
        // A failed download is tried again by the next drawing instead of failing every one after it.
        client = null;
        throw error;
      },
    ));
  const ignore = () => undefined;
  return {
    compose: (request, signal) => started().then((ready) => ready.compose(request, signal)),
    // A failed download is reported by the drawing that needs it.
    prepare: (basics) => void started().then((ready) => ready.prepare(basics), ignore),
    // Without the drawing code there is no decoded photo: the port hears so, and its reader decodes the photo itself.
    thumbnail: (photo, width, port) =>
      void started().then(
        (ready) => ready.thumbnail(photo, width, port),
        () => port.postMessage(null),
      ),
    // A failed download leaves the decoding to the drawing, which reports it.
    decodeAhead: (photo) => void started().then((ready) => ready.decodeAhead(photo), ignore),
    // A client that never arrived has nothing to stop; the drawing that asked for it reported the failure.
    dispose: () => void client?.then((ready) => ready.dispose(), ignore),
  };
}

/** Whether this page can draw on a 2D canvas at all; without it only the server can make the image. Asked at Generate only. */
function canDrawOnPage(): boolean {
  try {
    return typeof createImageBitmap === "function" && document.createElement("canvas").getContext("2d") !== null;
  } catch {
    return false;
  }
}

const isAbort = (error: unknown) => error instanceof DOMException && error.name === "AbortError";

/**
 * The generator's working side, created with the drawing code once the visitor acts: it owns the
 * compose client (the worker and its messages), the drawing ahead of the click, the face search,
 * the server render and the result's blob: URL, and turns each of their outcomes into an action.
 * A newly picked photo is drawn at once (nothing is being dragged or typed yet); later changes of
 * name and crop once they have been still for AHEAD_DELAY_MS.
 */
export function createGeneratorEngine(dispatch: Dispatch<GeneratorAction>): GeneratorEngine {
  const client = lazyComposeClient();
  const ahead = createComposeAhead<ComposeRequest, Blob>({ delayMs: AHEAD_DELAY_MS, run: client.compose });
  let view: EngineView | null = null;
  let stopped = false;
  // What the drawing ahead was last asked for, so a render that changes none of it does not restart its wait.
  let scheduled: { key: string | null; background: Blob | null; photo: File | null } = { key: null, background: null, photo: null };
  let preparedWith: Blob | null = null;
  let drawnPhotoId: number | null = null;
  let searchedPhotoId: number | null = null;
  let server: AbortController | null = null;
  let resultUrl: string | null = null;

  const backgroundOf = (of: EngineView) => (of.background.status === "ready" ? of.background.blob : null);

  /** The drawing of these inputs on `background`. */
  const drawingOn = (of: EngineView, photo: PickedPhoto, typedName: string, crop: PhotoTransform, background: Blob) => {
    const name = of.campaign.include_text ? typedName : "";
    const request: ComposeRequest = {
      design: pickDesign(of.campaign),
      backgroundUrl: of.campaign.background_image_url,
      background,
      photo: photo.file,
      name,
      transform: crop,
      host: window.location.host,
    };
    return { key: composeKey(photo.id, name, crop), request };
  };

  /** The drawing of these inputs, or null while there is nothing to draw. */
  const drawingOf = (of: EngineView, photo: PickedPhoto | null, typedName: string, crop: PhotoTransform) => {
    const background = backgroundOf(of);
    return photo && background && canContinue({ photo, name: typedName }, of.campaign.include_text) ? drawingOn(of, photo, typedName, crop, background) : null;
  };

  /** The photo's first full-size drawing has started (or cannot): the model hears when it is done, failed or not. */
  const drawFirst = (photo: PickedPhoto, png: Promise<Blob> | null) => {
    drawnPhotoId = photo.id;
    const drawn = () => {
      if (!stopped) dispatch({ type: "photoDrawn", photoId: photo.id });
    };
    if (png) png.then(drawn, drawn);
    else drawn();
  };

  /** Looks for the face once the photo's first drawing and the preview's decoding are done and no picture is being made, so none of them shares the cores with the detector. */
  const searchFace = (photo: PickedPhoto) => {
    searchedPhotoId = photo.id;
    const current = () => !stopped && view?.state.photo?.id === photo.id;
    import("../face/face-transform.ts")
      .then(({ faceTransform }) => {
        // Read when the search starts, not when the photo was picked: the design may have arrived in between.
        if (!view || !current()) return null;
        const { campaign, background } = view;
        return faceTransform({
          photo: photo.file,
          decodedCopy: (width, port) => client.thumbnail(photo.file, width, port),
          window: campaignPhotoWindow(campaign, background),
          frame: campaign.frame_mode === "overlay" && background.status === "ready" ? background.image : null,
        });
      })
      .catch((error: unknown) => {
        console.warn("Face placement is unavailable:", error);
        return null;
      })
      .then((transform) => {
        if (current()) dispatch({ type: "faceSearched", photoId: photo.id, transform });
      });
  };

  const sync = (next: EngineView) => {
    const first = view === null;
    view = next;
    if (first) {
      // From the visitor's first act, what the pick and Generate need is fetched while the visitor chooses a photo.
      // A failed fetch is tried again by the pick or by Generate.
      loadHeicCheck().catch(() => undefined);
      next.resultView.load().catch(() => undefined);
    }
    const background = backgroundOf(next);
    if (background && background !== preparedWith) {
      // Started only when the file chooser opened, the worker was often still loading its code when the photo arrived.
      preparedWith = background;
      client.prepare({ backgroundUrl: next.campaign.background_image_url, background, textFont: next.campaign.text_font });
    }

    const { photo, name, transform, phase, faceSearch } = next.state;
    const pending = drawingOf(next, photo, name, transform);
    const key = pending?.key ?? null;
    const file = photo?.file ?? null;
    if (key !== scheduled.key || background !== scheduled.background || file !== scheduled.photo) {
      // A new photo, or a design that has just arrived, is drawn at once: the click may follow at once.
      const now = file !== scheduled.photo || (background !== null && scheduled.background === null);
      scheduled = { key, background, photo: file };
      if (pending) ahead.schedule(pending.key, pending.request, now ? 0 : AHEAD_DELAY_MS);
      else ahead.cancel();
    }
    // A photo picked before the engine or the design was here.
    if (photo && phase === "decoding" && drawnPhotoId !== photo.id) drawFirst(photo, pending ? ahead.take(pending.key, pending.request) : null);
    const previewSettled = next.preview.status === "ready" || next.preview.status === "failed";
    // A Generate pressed before the search began keeps the cores: the search starts once the picture is shown.
    const idle = phase !== "decoding" && phase !== "generating";
    if (photo && idle && previewSettled && faceSearch !== "waiting" && searchedPhotoId !== photo.id) searchFace(photo);
  };

  const show = (blob: Blob, source: GeneratedDp["source"]) => {
    // Each new result's URL revokes the one before; the last goes with the engine.
    if (resultUrl) URL.revokeObjectURL(resultUrl);
    resultUrl = URL.createObjectURL(blob);
    dispatch({ type: "generated", result: { blob, url: resultUrl, source } });
  };

  const finish = async (of: EngineView, png: Promise<Blob>, source: GeneratedDp["source"]) => {
    // A result shows only with its actions: without their code, Generate fails and can be tried again.
    const code = of.resultView.load().catch((error: unknown) => {
      console.error(error);
      throw new ComposeError(msg`the download buttons could not be loaded`, "draw");
    });
    const [blob] = await Promise.all([png, code]);
    // Rendered in this task: a scheduled render would queue behind the preview's drawing of the new photo.
    flushSync(() => show(blob, source));
  };

  const renderOnServer = async (campaignId: number, photo: File, name: string, photoTransform: PhotoTransform): Promise<Blob> => {
    server?.abort();
    const controller = new AbortController();
    server = controller;
    dispatch({ type: "serverProgress", progress: "uploading" });
    try {
      // Only browsers that cannot draw need the photo's upload and the server's render protocol: their code loads here, not with the page.
      const { renderPhotoOnServer } = await import("./server-render.ts");
      const onState = (progress: ServerProgress) => {
        if (server === controller) dispatch({ type: "serverProgress", progress });
      };
      return await renderPhotoOnServer({ campaignId, photo, name, photoTransform }, { signal: controller.signal, onState });
    } finally {
      if (server === controller) {
        server = null;
        dispatch({ type: "serverProgress", progress: null });
      }
    }
  };

  const cancelServer = () => {
    if (!server) return;
    server.abort();
    server = null;
    dispatch({ type: "serverProgress", progress: null });
  };

  const generateOnServer = async () => {
    const of = view;
    const photo = of?.state.photo;
    if (!of || !photo) return;
    const { campaign, state, i18n } = of;
    dispatch({ type: "generateStarted" });
    try {
      await finish(of, renderOnServer(campaign.id, photo.file, campaign.include_text ? state.name : "", state.transform), "server");
    } catch (error) {
      if (isAbort(error)) return dispatch({ type: "generateCancelled" });
      console.error(error);
      // A message of the API's comes in the visitor's language already; a network's own words are not for visitors.
      const reason = error instanceof ComposeError ? error.reason : (serverMessage(error) ?? SERVER_FAILED_REASON);
      dispatch({ type: "generateFailed", error: generateFailedMessage(i18n, reason), serverFallback: true });
    }
  };

  const generate = async () => {
    const of = view;
    const photo = of?.state.photo;
    if (!of || !photo || of.state.phase === "generating") return;
    const { campaign, state, background, report, resultView, i18n } = of;
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
    if (!canContinue(state, campaign.include_text)) return;
    const pending = drawingOf(of, photo, state.name, state.transform);
    const drawn = pending ? ahead.peek(pending.key) : undefined;
    if (drawn && resultView.ready()) {
      // Everything is here: the result renders in the click's own task, with no "Generating" render before it.
      show(drawn, "browser");
      report.generated();
      return;
    }
    dispatch({ type: "generateStarted" });
    try {
      // Clicked before the design arrived: the same drawing, once the download under way has brought it.
      const drawing = pending ?? drawingOn(of, photo, state.name, state.transform, await designBytes(campaign.background_image_url));
      await finish(of, ahead.take(drawing.key, drawing.request), "browser");
      report.generated();
    } catch (error) {
      if (error instanceof ComposeError && error.stage === "superseded") return dispatch({ type: "generateCancelled" });
      console.error(error);
      const reason = error instanceof ComposeError ? error.reason : DRAW_FAILED_REASON;
      dispatch({ type: "generateFailed", error: generateFailedMessage(i18n, reason), serverFallback: serverPossible });
    }
  };

  return {
    sync,
    choose: (file) => client.decodeAhead(file),
    pick: (photo) => {
      // Before the first sync, the sync draws it.
      if (!view) return;
      const pending = drawingOf(view, photo, view.state.name, INITIAL_TRANSFORM);
      drawFirst(photo, pending ? ahead.take(pending.key, pending.request) : null);
    },
    generate,
    generateOnServer,
    cancelServer,
    start: () => {
      stopped = false;
    },
    stop: () => {
      stopped = true;
      // Started again, its first sync readies the new worker and draws what is on screen afresh.
      view = null;
      scheduled = { key: null, background: null, photo: null };
      preparedWith = null;
      drawnPhotoId = null;
      searchedPhotoId = null;
      ahead.cancel();
      client.dispose();
      server?.abort();
      server = null;
      if (resultUrl) URL.revokeObjectURL(resultUrl);
      resultUrl = null;
    },
  };
}
