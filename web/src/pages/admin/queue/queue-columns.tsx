import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { AdminQueueJob, QueueJobState } from "@twend/shared";
import { formatDateTimeSeconds, formatInteger } from "../../../lib/format.ts";
import type { AdminColumn } from "../table/AdminDataTable.tsx";

/** Errors longer than this show their start, and the rest on request. */
const ERROR_PREVIEW_CHARS = 160;

function Moment({ iso, locale }: { iso: string | null; locale: string }) {
  const text = formatDateTimeSeconds(locale, iso);
  return text && iso ? (
    // On one line in the wide table; a phone's card, two to a row, lets it wrap.
    <time dateTime={iso} className="tabular-nums lg:whitespace-nowrap">
      {text}
    </time>
  ) : (
    <span aria-hidden="true" className="text-slate-400">
      —
    </span>
  );
}

/** The error in full when short; a long one shows its start and opens, by keyboard too, to the whole of it. */
function JobError({ text }: { text: string }) {
  // Long words (a hash, a path) break anywhere, so the column never pushes the actions out of the table.
  const classes = "font-mono text-xs whitespace-pre-wrap wrap-anywhere text-rose-800";
  if (text.length <= ERROR_PREVIEW_CHARS) return <p className={`${classes} max-w-md min-w-40`}>{text}</p>;
  return (
    <details className="max-w-md min-w-40">
      <summary className="cursor-pointer rounded-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600">
        <span className={classes}>{`${text.slice(0, ERROR_PREVIEW_CHARS)}…`}</span>
      </summary>
      <p className={`${classes} mt-1`}>{text}</p>
    </details>
  );
}

export function jobPrimaryColumn(i18n: I18n): AdminColumn<AdminQueueJob> {
  return {
    header: i18n._(msg`Job`),
    cell: (job) => (
      <div className="min-w-0">
        <p className="truncate font-mono text-sm font-semibold text-slate-950">{job.name}</p>
        <p className="truncate font-mono text-xs text-slate-500" title={job.id}>
          <span className="sr-only">{i18n._(msg`Job id`)} </span>
          {job.id}
        </p>
      </div>
    ),
  };
}

/** The columns that say something in each state: when the job finished means nothing while it waits. */
export function jobColumns(i18n: I18n, state: QueueJobState): Array<AdminColumn<AdminQueueJob>> {
  const queued: AdminColumn<AdminQueueJob> = { header: i18n._(msg`Queued`), cell: (job, locale) => <Moment iso={job.created_at} locale={locale} /> };
  const started: AdminColumn<AdminQueueJob> = { header: i18n._(msg`Started`), cell: (job, locale) => <Moment iso={job.started_at} locale={locale} /> };
  const finished: AdminColumn<AdminQueueJob> = {
    header: state === "failed" ? i18n._(msg`Failed at`) : i18n._(msg`Finished`),
    cell: (job, locale) => <Moment iso={job.finished_at} locale={locale} />,
  };
  const due: AdminColumn<AdminQueueJob> = { header: i18n._(msg`Due`), cell: (job, locale) => <Moment iso={job.run_at} locale={locale} /> };
  const attempts: AdminColumn<AdminQueueJob> = {
    header: i18n._(msg`Attempts`),
    cell: (job, locale) => {
      const made = formatInteger(locale, job.attempts);
      const allowed = formatInteger(locale, job.max_attempts);
      return <span className="whitespace-nowrap tabular-nums">{i18n._(msg`${made} of ${allowed}`)}</span>;
    },
  };
  const error: AdminColumn<AdminQueueJob> = {
    header: state === "failed" ? i18n._(msg`Error`) : i18n._(msg`Last error`),
    wide: true,
    cell: (job) =>
      job.error ? (
        <JobError text={job.error} />
      ) : (
        <span aria-hidden="true" className="text-slate-400">
          —
        </span>
      ),
  };
  const byState: Record<QueueJobState, Array<AdminColumn<AdminQueueJob>>> = {
    waiting: [queued, attempts, error],
    active: [queued, started, attempts],
    delayed: [queued, due, attempts, error],
    failed: [queued, finished, attempts, error],
    completed: [queued, started, finished, attempts],
  };
  return byState[state];
}
