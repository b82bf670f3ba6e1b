import { useEffect, useState } from "react";

export interface FontsState {
  /** 'ready' once any set has loaded: a later font change then redraws when its files arrive instead of hiding the preview. */
  status: "loading" | "ready" | "failed";
  /** Grows each time a set of files finishes loading, so the preview knows to draw again. */
  revision: number;
}

/**
 * Loads the bundled files the preview needs for `text` in `textFont` (the
 * footer's font included), the files the server draws with. A failure is
 * logged; the preview then draws with the installed look-alikes of the font stack.
 * Nothing is fetched while `wanted` is false (a page that waits for the visitor to act first).
 */
export function usePreviewFonts(textFont: string, text: string, wanted = true): FontsState {
  const [state, setState] = useState<FontsState>({ status: "loading", revision: 0 });

  useEffect(() => {
    if (!wanted) return;
    let current = true;
    import("./load-bundled-fonts.ts")
      .then(({ loadBundledFonts }) => loadBundledFonts({ text, textFont }))
      .then(() => {
        if (current) setState((was) => ({ status: "ready", revision: was.revision + 1 }));
      })
      .catch((error: unknown) => {
        console.error(error);
        if (current) setState((was) => (was.status === "ready" ? was : { ...was, status: "failed" }));
      });
    return () => {
      current = false;
    };
  }, [textFont, text, wanted]);

  return state;
}
