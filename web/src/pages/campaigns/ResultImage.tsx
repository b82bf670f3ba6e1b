import { useObjectUrl } from "../../lib/use-object-url.ts";

/** The finished PNG itself, full resolution, so it can be long-pressed or right-clicked to save. */
export function ResultImage({ png, title, aspect, maxWidth }: { png: Blob; title: string; aspect: number; maxWidth: number }) {
  const url = useObjectUrl(png);
  return (
    <div className="mx-auto w-full" style={{ aspectRatio: aspect, maxWidth }}>
      {url ? (
        <img
          src={url}
          alt={`Your DP for ${title}`}
          className="size-full rounded-2xl object-contain shadow-xl shadow-brand-900/10 ring-1 ring-slate-900/5 [-webkit-touch-callout:default]"
        />
      ) : null}
    </div>
  );
}
