import { LIMITS } from "@twend/shared";
import { useCallback, useEffect, useRef, useState } from "react";
import { type CopyStatus, type CopyStatusFlash, createCopyStatusFlash } from "./copy-status.ts";

/**
 * Runs a clipboard write and shows its outcome for LIMITS.copyConfirmationMs
 * (2 s): 'copied' when it resolves, 'failed' (logged) when it throws.
 */
export function useCopyAction(): { status: CopyStatus; run: (write: () => Promise<unknown>) => Promise<void> } {
  const [status, setStatus] = useState<CopyStatus>("idle");
  const flash = useRef<CopyStatusFlash | null>(null);

  useEffect(() => {
    const current = createCopyStatusFlash(LIMITS.copyConfirmationMs, setStatus);
    flash.current = current;
    return () => current.dispose();
  }, []);

  const run = useCallback(async (write: () => Promise<unknown>) => {
    try {
      await write();
      flash.current?.show("copied");
    } catch (error) {
      console.error(error);
      flash.current?.show("failed");
    }
  }, []);

  return { status, run };
}
