import { LIMITS } from "@twend/shared";
import { useCallback, useEffect, useRef, useState } from "react";
import { copyText } from "./copy-text.ts";
import { type CopyStatus, type CopyStatusFlash, createCopyStatusFlash } from "./copy-status.ts";

/** Copies a link and reports the outcome for LIMITS.copyConfirmationMs (2 s). */
export function useCopyLink(): { status: CopyStatus; copy: (text: string) => Promise<void> } {
  const [status, setStatus] = useState<CopyStatus>("idle");
  const flash = useRef<CopyStatusFlash | null>(null);

  useEffect(() => {
    const current = createCopyStatusFlash(LIMITS.copyConfirmationMs, setStatus);
    flash.current = current;
    return () => current.dispose();
  }, []);

  const copy = useCallback(async (text: string) => {
    const copied = await copyText(text);
    flash.current?.show(copied ? "copied" : "failed");
  }, []);

  return { status, copy };
}
