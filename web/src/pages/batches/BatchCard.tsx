import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { msg, plural } from "@lingui/core/macro";
import type { BatchDto } from "@twend/shared";
import { translateText } from "@twend/i18n/translate-text";
import { clsx } from "clsx";
import CircleCheck from "lucide-react/icons/circle-check";
import Download from "lucide-react/icons/download";
import TriangleAlert from "lucide-react/icons/triangle-exclamation-point";
import { useId } from "react";
import { buttonClasses } from "../../components/ui/button-classes.ts";
import { Card } from "../../components/ui/Card.tsx";
import { Spinner } from "../../components/ui/Spinner.tsx";
import { progressShares, timeLeftText } from "../../features/batches/batch-progress.ts";
import { formatDate, formatDateTime, formatInteger } from "../../lib/format.ts";

/** One batch: its state, a progress bar counting the DPs made and failed, the rows that failed, and its ZIP once finished. */
export function BatchCard({ batch }: { batch: BatchDto }) {
  const { i18n } = useLingui();
  const titleId = useId();
  const running = batch.status === "running";
  const total = batch.total;
  const made = formatInteger(i18n.locale, batch.done);
  const failedCount = batch.failed;
  const shares = progressShares(batch);
  const handled = batch.done + batch.failed;
  const percent = total > 0 ? Math.round((handled / total) * 100) : 0;
  const started = formatDateTime(i18n.locale, batch.created_at);
  const timeLeft = running ? timeLeftText(i18n, batch.seconds_left) : null;
  const madeOfTotal = i18n._(msg({ message: plural(total, { one: `${made} / # DP made`, other: `${made} / # DPs made` }) }));

  return (
    <Card as="li" aria-labelledby={titleId} className="p-4 sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
        <div className="min-w-0">
          <h3 id={titleId} className="text-base font-semibold text-slate-950">
            <Plural value={total} one="Batch of # DP" other="Batch of # DPs" />
          </h3>
          {started ? (
            <p className="mt-0.5 text-xs text-slate-500">
              <Trans>
                Started <time dateTime={batch.created_at}>{started}</time>
              </Trans>
            </p>
          ) : null}
        </div>
        <StatusBadge batch={batch} />
      </div>

      <div className="mt-4">
        <div
          role="progressbar"
          aria-labelledby={titleId}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          aria-valuetext={madeOfTotal}
          className="flex h-2.5 overflow-hidden rounded-full bg-slate-200"
        >
          <div className="h-full bg-linear-to-r from-brand-600 to-accent-500 transition-[width] duration-500 rtl:bg-linear-to-l" style={{ width: `${shares.done}%` }} />
          <div className="h-full bg-rose-500 transition-[width] duration-500" style={{ width: `${shares.failed}%` }} />
        </div>
        <div className="mt-2 flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 text-sm">
          {/* Read out as it changes, politely: the count and, while it runs, the time left. */}
          <p aria-live="polite" aria-atomic="true" className="min-w-0 text-slate-700">
            <span className="font-semibold text-slate-950 tabular-nums">{madeOfTotal}</span>
            {batch.failed > 0 ? (
              <span className="text-rose-700 tabular-nums">
                {" · "}
                <Plural value={failedCount} one="# failed" other="# failed" />
              </span>
            ) : null}
            {timeLeft ? <span className="sr-only"> · {timeLeft}</span> : null}
          </p>
          {running ? (
            <p aria-hidden="true" className="text-slate-500">
              {timeLeft ?? <Trans>Getting started…</Trans>}
            </p>
          ) : null}
        </div>
      </div>

      {batch.failures.length > 0 ? <FailedRows batch={batch} /> : null}
      {running ? null : <Outcome batch={batch} />}
    </Card>
  );
}

function StatusBadge({ batch }: { batch: BatchDto }) {
  const running = batch.status === "running";
  const withFailures = !running && batch.failed > 0;
  return (
    <span
      className={clsx(
        "inline-flex shrink-0 items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset",
        running
          ? "bg-brand-50 text-brand-800 ring-brand-200"
          : withFailures
            ? "bg-amber-50 text-amber-900 ring-amber-200"
            : "bg-emerald-50 text-emerald-800 ring-emerald-200",
      )}
    >
      {running ? (
        <Spinner className="size-3.5" />
      ) : withFailures ? (
        <TriangleAlert aria-hidden="true" className="size-3.5" />
      ) : (
        <CircleCheck aria-hidden="true" className="size-3.5" />
      )}
      {running ? <Trans>Making DPs</Trans> : withFailures ? <Trans>Finished with failures</Trans> : <Trans>Finished</Trans>}
    </span>
  );
}

/** The rows the worker gave up on, with their line in the CSV, so they can be sent again in a batch of their own. */
function FailedRows({ batch }: { batch: BatchDto }) {
  const { i18n } = useLingui();
  const listed = batch.failures.length;
  const failedCount = batch.failed;
  const more = failedCount - listed;
  return (
    <div className="mt-4 rounded-xl bg-rose-50/70 p-3 ring-1 ring-rose-200/80 ring-inset">
      <h4 className="text-sm font-semibold text-rose-900">
        <Plural value={failedCount} one="# row could not be made" other="# rows could not be made" />
      </h4>
      <ul className="mt-2 max-h-48 space-y-1 overflow-y-auto text-sm text-rose-900" tabIndex={listed > 6 ? 0 : undefined}>
        {batch.failures.map((failure) => {
          const row = failure.row;
          return (
            <li key={failure.row} className="flex flex-wrap items-baseline gap-x-2">
              <span className="shrink-0 rounded-md bg-rose-100 px-1.5 text-xs leading-5 font-semibold whitespace-nowrap text-rose-800 tabular-nums">
                <Trans>Line {row}</Trans>
              </span>
              <span className="min-w-0 font-medium break-words" dir="auto">
                {failure.name}
              </span>
              <span className="min-w-0 text-rose-800">{translateText(i18n, failure.message)}</span>
            </li>
          );
        })}
      </ul>
      {more > 0 ? (
        <p className="mt-2 text-xs text-rose-800">
          <Plural value={more} one="and # more" other="and # more" />
        </p>
      ) : null}
    </div>
  );
}

/** A finished batch: its ZIP while the link works, and when everything is deleted. */
function Outcome({ batch }: { batch: BatchDto }) {
  const { i18n } = useLingui();
  const linkUntil = formatDateTime(i18n.locale, batch.link_expires_at);
  const deletedOn = formatDate(i18n.locale, batch.expires_at);
  return (
    <div className="mt-4 flex flex-col gap-3 border-t border-slate-100 pt-4 sm:flex-row sm:items-center sm:justify-between">
      {batch.download_url ? (
        <>
          {/* A plain link: the browser saves the file itself, under the server's name; the link is signed and needs no session. */}
          <a href={batch.download_url} download className={buttonClasses("primary", "md", "shrink-0")}>
            <Download aria-hidden="true" className="size-4" />
            <Trans>Download ZIP</Trans>
          </a>
          <p className="text-xs text-slate-500 sm:text-end">
            {linkUntil ? (
              <Trans>
                Link works until <time dateTime={batch.link_expires_at ?? undefined}>{linkUntil}</time>.
              </Trans>
            ) : null}{" "}
            {deletedOn ? (
              <Trans>
                Deleted on <time dateTime={batch.expires_at}>{deletedOn}</time>.
              </Trans>
            ) : null}
          </p>
        </>
      ) : (
        <p className="text-sm text-slate-600">
          <Trans>No DP could be made in this batch, so there is nothing to download.</Trans>
        </p>
      )}
    </div>
  );
}
