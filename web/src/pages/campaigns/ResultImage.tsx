import { useLingui } from "@lingui/react/macro";

/** The finished PNG itself (`src`, a blob: URL), full resolution, so it can be long-pressed or right-clicked to save. */
export function ResultImage({ src, title, aspect, maxWidth }: { src: string; title: string; aspect: number; maxWidth: number }) {
  const { t } = useLingui();
  return (
    <div className="mx-auto w-full" style={{ aspectRatio: aspect, maxWidth }}>
      <img
        src={src}
        alt={t`Your DP for ${title}`}
        className="size-full rounded-2xl object-contain shadow-xl shadow-brand-900/10 ring-1 ring-slate-900/5 [-webkit-touch-callout:default]"
      />
    </div>
  );
}
