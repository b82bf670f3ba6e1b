import { useEffect, useMemo, useState } from "react";
import type { ComposeRequest } from "./compose-request.ts";
import { createComposer } from "./composer.ts";
import { createPrecomposer, type Precomposer } from "./precompose.ts";

/** How long photo, name and crop must stay still before the full-size image is drawn ahead of the click. */
export const PRECOMPOSE_DELAY_MS = 300;

/**
 * The full-size drawing, kept in step with the inputs: whenever `ready`
 * inputs settle, the PNG is drawn (in a worker where possible) so Generate
 * can show it at once. Null `pending` means there is nothing to draw yet.
 */
export function usePrecompose(pending: { key: string; request: ComposeRequest } | null): Precomposer<ComposeRequest, Blob> {
  const [composer] = useState(createComposer);
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
