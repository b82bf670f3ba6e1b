import { useLingui } from "@lingui/react/macro";

interface UploadProgressProps {
  progress: number;
  /** What is being sent, in the screen's words; the studio's background by default. */
  labels?: UploadProgressLabels;
}

export interface UploadProgressLabels {
  /** The bar's name. */
  name: string;
  /** While bytes are still going, with the share sent ("42%"). */
  sending: (share: string) => string;
  /** After the last byte, while the server checks what it got. */
  checking: string;
}

/** How much of an upload has reached the server; after the last byte, the server is still checking it. */
export function UploadProgress({ progress, labels }: UploadProgressProps) {
  const { t, i18n } = useLingui();
  const percent = Math.round(progress * 100);
  const share = new Intl.NumberFormat(i18n.locale, { style: "percent" }).format(percent / 100);
  const label = labels ? (percent < 100 ? labels.sending(share) : labels.checking) : percent < 100 ? t`Uploading background… ${share}` : t`Processing image…`;
  return (
    <div className="space-y-1.5">
      <p className="text-xs font-medium text-slate-600" aria-live="polite">
        {label}
      </p>
      <div
        role="progressbar"
        aria-label={labels ? labels.name : t`Background upload`}
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
