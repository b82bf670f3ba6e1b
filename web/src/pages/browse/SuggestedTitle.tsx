import { typedPart } from "./typed-part.ts";

/** A suggested title with what was typed in bold, where the title holds it as typed. */
export function SuggestedTitle({ title, typed }: { title: string; typed: string }) {
  const part = typedPart(title, typed);
  return (
    <span className="min-w-0 truncate">
      {part ? (
        <>
          {part.before}
          <strong className="font-bold text-slate-950">{part.match}</strong>
          {part.after}
        </>
      ) : (
        title
      )}
    </span>
  );
}
