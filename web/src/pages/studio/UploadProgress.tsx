import { useLingui } from "@lingui/react/macro";

/** How much of a new background has reached the server; after the last byte, the server is still checking it. */
export function UploadProgress({ progress }: { progress: number }) {
  const { t, i18n } = useLingui();
  const percent = Math.round(progress * 100);
  const share = new Intl.NumberFormat(i18n.locale, { style: "percent" }).format(percent / 100);
  const label = percent < 100 ? t`Uploading background… ${share}` : t`Processing image…`;
  return (
    <div className="space-y-1.5">
      <p className="text-xs font-medium text-slate-600" aria-live="polite">
        {label}
      </p>
      <div
        role="progressbar"
        aria-label={t`Background upload`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={share}
        className="h-1.5 overflow-hidden rounded-full bg-slate-200"
      >
        <div
          className="h-full rounded-full bg-linear-to-r from-brand-600 to-accent-500 transition-[width] duration-200 rtl:bg-linear-to-l"
          style={{ width: `${percent}%` }}
        />
      </div>
    </div>
  );
}
