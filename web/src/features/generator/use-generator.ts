import type { PhotoTransform } from "@twend/composition";
import type { PublicCampaign } from "@twend/shared";
import { useCallback, useMemo, useReducer, useRef } from "react";
import { fontUrlsFor } from "../composition/font-urls.ts";
import { BACKGROUND_FAILED_REASON, ComposeError, type ComposeRequest } from "./compose-request.ts";
import { canDrawOnPage } from "./device.ts";
import { INITIAL_STATE, canContinue, generateFailedMessage, generatorReducer, type GeneratorState } from "./generator-state.ts";
import { photoFileProblem, serverAcceptsPhoto } from "./photo-file.ts";
import { clampTransform, composeKey } from "./photo-transform.ts";
import type { TwendBackground } from "./use-twend-background.ts";
import { usePrecompose } from "./use-precompose.ts";
import { useServerRender, type ServerRender } from "./use-server-render.ts";
import type { GenerationReport } from "./use-generation-report.ts";

export interface Generator {
  state: GeneratorState;
  server: ServerRender["progress"];
  pickPhoto: (file: File) => void;
  setName: (name: string) => void;
  setTransform: (transform: PhotoTransform, photo: { width: number; height: number }) => void;
  goNext: () => void;
  goBack: () => void;
  adjust: () => void;
  generate: () => Promise<void>;
  generateOnServer: () => Promise<void>;
  reset: () => void;
}

function designOf(campaign: PublicCampaign) {
  const { avatar_x, avatar_y, avatar_size, avatar_shape, avatar_color, text_x, text_y, text_font, text_size, text_color, include_text } = campaign;
  return { avatar_x, avatar_y, avatar_size, avatar_shape, avatar_color, text_x, text_y, text_font, text_size, text_color, include_text };
}

/** The generator's state and actions: steps, inputs, the drawing ahead of the click, Generate and its server fallback. */
export function useGenerator(campaign: PublicCampaign, background: TwendBackground, report: GenerationReport): Generator {
  const includeText = campaign.include_text;
  const reducer = useMemo(() => generatorReducer(includeText), [includeText]);
  const [state, dispatch] = useReducer(reducer, INITIAL_STATE);
  const photoIds = useRef(0);
  const server = useServerRender(campaign.id);

  const name = includeText ? state.name : "";
  const backgroundBlob = background.status === "ready" ? background.blob : null;
  const { photo: statePhoto, name: stateName, transform } = state;
  const pending = useMemo(() => {
    if (!statePhoto || !backgroundBlob || !canContinue({ photo: statePhoto, name: stateName }, includeText)) return null;
    const request: ComposeRequest = {
      design: designOf(campaign),
      backgroundUrl: campaign.background_image_url,
      background: backgroundBlob,
      photo: statePhoto.file,
      name,
      transform,
      host: window.location.host,
      fontUrls: fontUrlsFor(name, campaign.text_font),
    };
    return { key: composeKey(statePhoto.id, name, transform), request };
  }, [statePhoto, stateName, transform, backgroundBlob, campaign, includeText, name]);
  const precomposer = usePrecompose(pending);

  const generateOnServer = useCallback(async () => {
    const photo = state.photo;
    if (!photo) return;
    dispatch({ type: "generateStarted" });
    try {
      dispatch({ type: "generated", result: { blob: await server.render(photo.file, name, transform), source: "server" } });
    } catch (error) {
      if (error instanceof DOMException && error.name === "AbortError") return dispatch({ type: "generateCancelled" });
      console.error(error);
      const reason = error instanceof Error ? error.message : "the server could not render the image";
      dispatch({ type: "generateFailed", error: generateFailedMessage(reason), serverFallback: true });
    }
  }, [state.photo, name, server, transform]);

  const generate = useCallback(async () => {
    const photo = state.photo;
    if (!photo || state.generating) return;
    const serverPossible = serverAcceptsPhoto(photo.file);
    if (background.status === "failed") {
      dispatch({ type: "generateFailed", error: generateFailedMessage(BACKGROUND_FAILED_REASON), serverFallback: serverPossible });
      return;
    }
    if (!canDrawOnPage()) return generateOnServer();
    if (!pending) return;
    dispatch({ type: "generateStarted" });
    try {
      const png = await precomposer.take(pending.key, pending.request);
      dispatch({ type: "generated", result: { blob: png, source: "browser" } });
      report.generated(photo.file, name);
    } catch (error) {
      if (error instanceof ComposeError && error.stage === "superseded") return dispatch({ type: "generateCancelled" });
      console.error(error);
      const reason = error instanceof ComposeError ? error.reason : "the image could not be drawn";
      dispatch({ type: "generateFailed", error: generateFailedMessage(reason), serverFallback: serverPossible });
    }
  }, [state.photo, state.generating, background.status, pending, precomposer, report, name, generateOnServer]);

  return {
    state,
    server: server.progress,
    pickPhoto: (file) => {
      const problem = photoFileProblem(file);
      if (problem) dispatch({ type: "photoRejected", error: problem });
      else dispatch({ type: "photoPicked", photo: { id: ++photoIds.current, file } });
    },
    setName: (value) => dispatch({ type: "nameChanged", name: value }),
    setTransform: (transform, photo) => dispatch({ type: "transformChanged", transform: clampTransform(transform, photo) }),
    goNext: () => dispatch({ type: "continue" }),
    goBack: () => dispatch({ type: "back" }),
    adjust: () => dispatch({ type: "adjust" }),
    generate,
    generateOnServer,
    reset: () => {
      server.cancel();
      dispatch({ type: "reset" });
    },
  };
}
