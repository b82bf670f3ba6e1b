import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { type AdminQueueJob, PRODUCT_NAME, type QueueJobState } from "@twend/shared";
import Inbox from "lucide-react/icons/inbox";
import RotateCw from "lucide-react/icons/rotate-cw";
import Trash2 from "lucide-react/icons/trash";
import { useRef, useState } from "react";
import { Button } from "../../../components/ui/Button.tsx";
import { ConfirmDialog } from "../../../components/ui/ConfirmDialog.tsx";
import { Container } from "../../../components/ui/Container.tsx";
import { EmptyState } from "../../../components/ui/EmptyState.tsx";
import { ErrorState } from "../../../components/ui/ErrorState.tsx";
import { FormMessage } from "../../../components/ui/FormMessage.tsx";
import { Skeleton } from "../../../components/ui/Skeleton.tsx";
import { Spinner } from "../../../components/ui/Spinner.tsx";
import { LIST_CHECK_TIMEOUT } from "../../../features/admin/admin-api.ts";
import {
  LANE_TEXTS,
  readQueueState,
  STATE_LABELS,
  type QueueJobAction,
  useAdminQueue,
  useQueueJobAction,
  writeQueueState,
} from "../../../features/admin/use-admin-queue.ts";
import { describeFailure } from "../../../lib/api-errors/describe-failure.ts";
import { AdminShell } from "../AdminShell.tsx";
import { AdminDataTable } from "../table/AdminDataTable.tsx";
import { AdminListSkeleton } from "../table/AdminListSkeleton.tsx";
import { AdminPageHeader } from "../table/AdminPageHeader.tsx";
import { PaginationFooter } from "../table/PaginationFooter.tsx";
import { StatusPill } from "../table/StatusPill.tsx";
import { useUrlState } from "../table/use-url-state.ts";
import { LaneCards } from "./LaneCards.tsx";
import { jobColumns, jobPrimaryColumn } from "./queue-columns.tsx";
import { StateTabs } from "./StateTabs.tsx";

const EMPTY_TEXTS = {
  waiting: { title: msg`No jobs waiting`, text: msg`Every job of this lane has been taken up.` },
  active: { title: msg`No jobs running`, text: msg`No job of this lane is running right now.` },
  delayed: { title: msg`No delayed jobs`, text: msg`No job of this lane waits for a later time.` },
  failed: { title: msg`No failed jobs`, text: msg`No job of this lane has failed lately.` },
  completed: { title: msg`No completed jobs`, text: msg`No job of this lane has finished lately.` },
} as const;

const LOAD_FAILURE = { fallback: msg`The job queue could not be loaded.`, unreachable: msg`The server could not be reached. Check your connection and try again.` };
const ACTION_FAILURE = {
  retry: { fallback: msg`The job could not be queued again.`, unreachable: msg`The server could not be reached. Check your connection and try again.` },
  remove: { fallback: msg`The job could not be removed.`, unreachable: msg`The server could not be reached. Check your connection and try again.` },
};

/** The screen inside the admin shell: lanes, states and the jobs of one, with the failed ones' actions. */
export function QueueScreen() {
  const { t, i18n } = useLingui();
  const [view, update] = useUrlState(readQueueState, writeQueueState);
  const queue = useAdminQueue(view);
  const action = useQueueJobAction();
  const [notice, setNotice] = useState<{ tone: "error" | "success"; text: string } | null>(null);
  const [toRemove, setToRemove] = useState<AdminQueueJob | null>(null);
  const listHeading = useRef<HTMLHeadingElement>(null);
  const removed = useRef(false);
  const data = queue.data;
  const counts = data ? Object.fromEntries(data.lanes.map(({ lane, counts: c }) => [lane, c])) : undefined;
  const laneName = i18n._(LANE_TEXTS[view.lane].name);
  const stateLabel = i18n._(STATE_LABELS[view.state]);
  const listTitle = t`${laneName}: ${stateLabel}`;
  const busyId = action.isPending ? action.variables.job.id : null;

  function run(next: QueueJobAction, onSettled?: () => void) {
    setNotice(null);
    action.mutate(next, {
      onSuccess: () => {
        const { id } = next.job;
        setNotice({ tone: "success", text: next.kind === "retry" ? t`Job ${id} is queued again.` : t`Job ${id} was removed.` });
        // The job's row goes away, and the button with it: the admin goes on from the list's heading
        // (after a removal, once the dialog has closed and handed focus back).
        if (next.kind === "retry") listHeading.current?.focus();
        else removed.current = true;
      },
      onError: (error) => setNotice({ tone: "error", text: describeFailure(i18n, error, ACTION_FAILURE[next.kind]) }),
      onSettled,
    });
  }

  const select = (changes: { lane?: typeof view.lane; state?: QueueJobState; page?: number }) => {
    setNotice(null);
    update(changes);
  };

  const removeName = toRemove?.name ?? "";
  const removeId = toRemove?.id ?? "";

  let body;
  if (queue.error && !data) {
    body = <ErrorState message={describeFailure(i18n, queue.error, LOAD_FAILURE)} onRetry={() => void queue.refetch()} retrying={queue.isFetching} />;
  } else if (!data) {
    body = <AdminListSkeleton label={t`Loading jobs…`} />;
  } else if (data.jobs.length === 0) {
    const empty = EMPTY_TEXTS[view.state];
    body = <EmptyState icon={Inbox} title={i18n._(empty.title)} text={i18n._(empty.text)} headingLevel="h3" />;
  } else {
    body = (
      <>
        <AdminDataTable
          label={listTitle}
          rows={data.jobs}
          rowKey={(job) => job.id}
          primary={jobPrimaryColumn(i18n)}
          columns={jobColumns(i18n, view.state)}
          stale={queue.isPlaceholderData}
          actions={
            view.state === "failed"
              ? (job) => {
                  const busy = busyId === job.id;
                  const ref = { lane: view.lane, id: job.id };
                  return (
                    <>
                      <Button variant="secondary" size="sm" className="px-3" disabled={busyId !== null} aria-busy={busy} onClick={() => run({ kind: "retry", job: ref })}>
                        {busy && action.variables?.kind === "retry" ? <Spinner /> : <RotateCw aria-hidden="true" className="size-4" />}
                        {t`Retry`}
                        <span className="sr-only">{` ${job.name} ${job.id}`}</span>
                      </Button>
                      {/* In the wide table the bin alone says it, which keeps each row's actions on one line. */}
                      <Button
                        variant="ghost"
                        size="sm"
                        className="px-3 text-rose-700 hover:bg-rose-50 hover:text-rose-800 lg:px-2.5"
                        disabled={busyId !== null}
                        onClick={() => setToRemove(job)}
                        title={t`Remove`}
                      >
                        <Trash2 aria-hidden="true" className="size-4" />
                        <span className="lg:sr-only">{t`Remove`}</span>
                        <span className="sr-only">{` ${job.name} ${job.id}`}</span>
                      </Button>
                    </>
                  );
                }
              : undefined
          }
        />
        <PaginationFooter pagination={data.pagination} onPage={(page) => select({ page })} />
      </>
    );
  }

  return (
    <Container wide className="space-y-6 py-6 sm:py-8">
      <title>{t`Job Queue · ${PRODUCT_NAME} Admin`}</title>
      <AdminPageHeader
        title={t`Job Queue`}
        description={t`What each lane of the job queue holds now. A failed job can be tried again or removed.`}
        action={
          <span className="flex h-6 items-center self-start sm:self-auto">
            {data ? (
              <StatusPill tone="neutral">{data.backend === "bullmq" ? t`BullMQ on Redis` : t`In process (embedded)`}</StatusPill>
            ) : (
              <Skeleton className="h-5 w-32 rounded-full" />
            )}
          </span>
        }
      />
      <LaneCards counts={counts} selected={view.lane} onSelect={(lane) => select({ lane })} />
      <section aria-labelledby="queue-jobs-title" className="space-y-4">
        <div className="flex flex-col gap-3 lg:flex-row lg:items-center lg:justify-between">
          <h2 id="queue-jobs-title" ref={listHeading} tabIndex={-1} className="text-lg font-bold text-slate-950 focus:outline-none">
            {listTitle}
          </h2>
          <StateTabs label={t`Job states`} counts={counts?.[view.lane]} selected={view.state} onSelect={(state) => select({ state })} />
        </div>
        {data?.backend === "in-process" ? (
          <p className="text-sm text-slate-600">{t`The embedded queue keeps the most recent finished jobs of each lane until the server restarts, and tries a job once.`}</p>
        ) : null}
        <FormMessage tone={notice?.tone ?? "error"}>{notice?.text}</FormMessage>
        {queue.error && data ? <FormMessage>{describeFailure(i18n, queue.error, LOAD_FAILURE)}</FormMessage> : null}
        {body}
      </section>
      {toRemove ? (
        <ConfirmDialog
          title={t`Remove this failed job?`}
          description={t`${removeName} (${removeId}) and its error will be deleted. This cannot be undone.`}
          confirmLabel={t`Remove job`}
          busyLabel={t`Removing…`}
          icon={<Trash2 aria-hidden="true" className="size-4" />}
          busy={action.isPending}
          onConfirm={(close) => run({ kind: "remove", job: { lane: view.lane, id: toRemove.id } }, close)}
          onClose={() => {
            setToRemove(null);
            if (removed.current) listHeading.current?.focus();
            removed.current = false;
          }}
        />
      ) : null}
    </Container>
  );
}

/** /admin/jobs: each lane of the job queue with its jobs by state; failed jobs can be retried or removed. */
export default function AdminQueuePage() {
  return (
    <AdminShell active="jobs" checkTimeout={LIST_CHECK_TIMEOUT}>
      <QueueScreen />
    </AdminShell>
  );
}
