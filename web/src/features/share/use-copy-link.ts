import { useCallback } from "react";
import type { CopyStatus } from "./copy-status.ts";
import { copyText } from "./copy-text.ts";
import { useCopyAction } from "./use-copy-action.ts";

/** Copies a link and reports the outcome for LIMITS.copyConfirmationMs (2 s). */
export function useCopyLink(): { status: CopyStatus; copy: (text: string) => Promise<void> } {
  const { status, run } = useCopyAction();
  const copy = useCallback(
    (text: string) =>
      run(async () => {
        if (!(await copyText(text))) throw new Error("The browser refused to copy the link");
      }),
    [run],
  );
  return { status, copy };
}
