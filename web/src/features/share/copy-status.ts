export type CopyStatus = "idle" | "copied" | "failed";

export interface CopyStatusFlash {
  /** Shows the outcome of a copy; a second copy while it shows starts the full duration again. */
  show(status: Exclude<CopyStatus, "idle">): void;
  /** Drops a pending reset, for when the button goes away. */
  dispose(): void;
}

/** The copy button's confirmation: the outcome shows for `durationMs` (the spec's 2 s), then the button reads as before. */
export function createCopyStatusFlash(durationMs: number, onChange: (status: CopyStatus) => void): CopyStatusFlash {
  let pending: ReturnType<typeof setTimeout> | null = null;
  const cancel = () => {
    if (pending !== null) clearTimeout(pending);
    pending = null;
  };
  return {
    show(status) {
      cancel();
      onChange(status);
      pending = setTimeout(() => {
        pending = null;
        onChange("idle");
      }, durationMs);
    },
    dispose: cancel,
  };
}
