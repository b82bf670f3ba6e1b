import { useEffect, useMemo, useRef, useState } from "react";
import type { ComposeRequest, DrawingBasics } from "./compose-request.ts";
import type { Composer } from "./composer.ts";
import { createPrecomposer } from "./precompose.ts";

/** How long name and crop must stay still before the full-size image is drawn ahead of the click. */
export const PRECOMPOSE_DELAY_MS = 300;

export interface Precompose {
  /** The PNG for what is on screen: the finished or running drawing of those inputs, else a new one. */
  take: (key: string, request: ComposeRequest) => Promise<Blob>;
  /** Starts drawing these inputs now, unless that drawing is already running or done. */
  drawNow: (key: string, request: ComposeRequest) => void;
  /** The finished PNG for `key`, if its drawing is done. */
  peek: (key: string) => Blob | undefined;
  /** Readies the drawing side for this Twend (see DrawingBasics). */
  prepare: (basics: DrawingBasics) => void;
  /** Starts decoding a photo the visitor has just chosen, before the page has accepted it. */
  decodeAhead: (photo: Blob) => void;
  /** The photo as the drawings decode it, `width` pixels wide, posted to `port` (see ComposeMessage). */
  thumbnail: (photo: Blob, width: number, port: MessagePort) => void;
}

/**
 * The composer, fetched with the full-size drawing code when the visitor starts picking a photo,
 * so a visitor who only looks at the Twend never downloads it.
 */
function createLazyComposer(): Composer {
  let composer: Promise<Composer> | null = null;
  const started = () =>
    (composer ??= import("./composer.ts").then(
      ({ createComposer }) => createComposer(),
      (error: unknown) => {
        // A failed download is tried again by the next drawing instead of failing every one after it.
        composer = null;
        throw error;
      },
    ));
  return {
    compose: (request, signal) => started().then((ready) => ready.compose(request, signal)),
    // A failed download is reported by the drawing that needs it.
    prepare: (basics) =>
      void started().then(
        (ready) => ready.prepare(basics),
        () => undefined,
      ),
    // Without the drawing code there is no decoded photo: the port hears so, and its reader decodes the photo itself.
    thumbnail: (photo, width, port) =>
      void started().then(
        (ready) => ready.thumbnail(photo, width, port),
        () => port.postMessage(null),
      ),
    // A failed download leaves the decoding to the drawing, which reports it.
    decodeAhead: (photo) =>
      void started().then(
        (ready) => ready.decodeAhead(photo),
        () => undefined,
      ),
    // A composer that never arrived has nothing to stop; the drawing that asked for it reported the failure.
    dispose: () =>
      void composer?.then(
        (ready) => ready.dispose(),
        () => undefined,
      ),
  };
}

/**
 * The full-size drawing, kept in step with the inputs (in a worker where possible) so Generate
 * can show it at once. A newly picked photo is drawn straight away: nothing is being dragged or
 * typed yet, and the click may come at once. Changes of name and crop are drawn once they have
 * been still for PRECOMPOSE_DELAY_MS. Null `pending` means there is nothing to draw yet;
 * `photo` is the picked photo, with or without a name to draw.
 */
export function usePrecompose(pending: { key: string; request: ComposeRequest } | null, photo: Blob | null): Precompose {
  const [composer] = useState(createLazyComposer);
  const precomposer = useMemo(() => createPrecomposer<ComposeRequest, Blob>({ delayMs: PRECOMPOSE_DELAY_MS, run: composer.compose }), [composer]);
  const drawnPhoto = useRef<Blob | null>(null);

  useEffect(
    () => () => {
      precomposer.cancel();
      composer.dispose();
    },
    [composer, precomposer],
  );

  useEffect(() => {
    const newPhoto = photo !== drawnPhoto.current;
    drawnPhoto.current = photo;
    if (pending) precomposer.schedule(pending.key, pending.request, newPhoto ? 0 : PRECOMPOSE_DELAY_MS);
    else precomposer.cancel();
  }, [pending, photo, precomposer]);

  return useMemo(
    () => ({
      take: precomposer.take,
      drawNow: (key, request) => precomposer.schedule(key, request, 0),
      peek: precomposer.peek,
      prepare: composer.prepare,
      decodeAhead: composer.decodeAhead,
      thumbnail: composer.thumbnail,
    }),
    [precomposer, composer],
  );
}
