import { useEffect, useMemo, useState } from "react";
import type { ComposeRequest } from "./compose-request.ts";
import type { Composer } from "./composer.ts";
import { createPrecomposer, type Precomposer } from "./precompose.ts";

/** How long photo, name and crop must stay still before the full-size image is drawn ahead of the click. */
export const PRECOMPOSE_DELAY_MS = 300;

/**
 * The composer, fetched with the full-size drawing code on the first drawing: that comes only
 * after a photo is picked, so a visitor who only looks at the Twend never downloads it.
 */
function createLazyComposer(): Composer {
  let composer: Promise<Composer> | null = null;
  return {
    compose: (request, signal) => {
      composer ??= import("./composer.ts").then(
        ({ createComposer }) => createComposer(),
        (error: unknown) => {
          // A failed download is tried again by the next drawing instead of failing every one after it.
          composer = null;
          throw error;
        },
      );
      return composer.then((started) => started.compose(request, signal));
    },
    // A composer that never arrived has nothing to stop; the drawing that asked for it reported the failure.
    dispose: () => void composer?.then((started) => started.dispose(), () => undefined),
  };
}

/**
 * The full-size drawing, kept in step with the inputs: whenever `ready`
 * inputs settle, the PNG is drawn (in a worker where possible) so Generate
 * can show it at once. Null `pending` means there is nothing to draw yet.
 */
export function usePrecompose(pending: { key: string; request: ComposeRequest } | null): Precomposer<ComposeRequest, Blob> {
  const [composer] = useState(createLazyComposer);
  const precomposer = useMemo(() => createPrecomposer<ComposeRequest, Blob>({ delayMs: PRECOMPOSE_DELAY_MS, run: composer.compose }), [composer]);

  useEffect(
    () => () => {
      precomposer.cancel();
      composer.dispose();
    },
    [composer, precomposer],
  );

  useEffect(() => {
    if (pending) precomposer.schedule(pending.key, pending.request);
    else precomposer.cancel();
  }, [pending, precomposer]);

  return precomposer;
}
