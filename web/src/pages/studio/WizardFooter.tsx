import type { ReactNode } from "react";

interface WizardFooterProps {
  /** What still stops the main button, said next to it. */
  note: string | null;
  noteId: string;
  children: ReactNode;
}

/** The wizard's buttons, kept in thumb reach at the bottom of the screen while the step scrolls. */
export function WizardFooter({ note, noteId, children }: WizardFooterProps) {
  return (
    <div className="sticky bottom-0 z-30 -mx-4 mt-8 border-t border-slate-200 bg-surface/95 px-4 pt-2 pb-[max(0.75rem,env(safe-area-inset-bottom))] backdrop-blur-md">
      {/* Always one line tall, so a note appearing does not push the buttons. */}
      <p id={noteId} aria-live="polite" className="min-h-5 text-xs text-slate-600">
        {note}
      </p>
      {/* The last button is the step's main one and takes the room left: two equal halves of a 320 px screen cut off 'Review Changes'. */}
      <div className="mt-1.5 flex gap-3 [&>:last-child]:flex-1">{children}</div>
    </div>
  );
}
