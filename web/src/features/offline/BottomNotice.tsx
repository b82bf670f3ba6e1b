import type { ReactNode } from "react";

/**
 * A short notice pinned to the bottom of the screen, over the page rather than in it, so showing
 * it after the page has drawn moves nothing. Dark in both colour schemes.
 */
export function BottomNotice({ children, action }: { children: ReactNode; action: ReactNode }) {
  return (
    <div className="pointer-events-none fixed inset-x-0 bottom-0 z-40 flex justify-center p-3 pb-[max(0.75rem,env(safe-area-inset-bottom))]">
      <div
        role="status"
        className="pointer-events-auto flex w-full max-w-md items-center gap-3 rounded-2xl bg-slate-900 px-4 py-3 text-sm leading-5 text-white shadow-lg ring-1 ring-white/10"
      >
        <div className="min-w-0 flex-1">{children}</div>
        {action}
      </div>
    </div>
  );
}

/** The notice's one button. */
export function BottomNoticeButton({ onClick, children }: { onClick: () => void; children: ReactNode }) {
  return (
    <button
      type="button"
      onClick={onClick}
      className="shrink-0 rounded-lg bg-white/10 px-3 py-1.5 font-semibold text-white hover:bg-white/20 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
    >
      {children}
    </button>
  );
}
