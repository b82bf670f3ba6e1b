import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { keepPreviousData, useMutation, useQuery } from "@tanstack/react-query";
import { QUEUE_JOB_STATES, QUEUE_LANES, type AdminQueueJobRef, type QueueJobState, type QueueLane } from "@twend/shared";
import { trpc, trpcClient } from "../../lib/trpc.ts";

/** /admin/jobs?lane=&state=&page= */
export interface AdminQueueState {
  lane: QueueLane;
  state: QueueJobState;
  page: number;
}

/** The screen opens on what needs an admin: the main lane's failed jobs. */
export const DEFAULT_QUEUE_STATE: AdminQueueState = { lane: "main", state: "failed", page: 1 };

/** How often the screen reads the queue again while it is open: jobs move on their own. */
export const QUEUE_REFRESH_MS = 5_000;

export const LANE_TEXTS: Record<QueueLane, { name: MessageDescriptor; description: MessageDescriptor }> = {
  main: { name: msg`Main lane`, description: msg`Visitors' server renders, link previews, picture copies and scheduled upkeep.` },
  batch: { name: msg`Batch lane`, description: msg`Rows of creators' batches of DPs, apart so they never hold a visitor up.` },
};

export const STATE_LABELS: Record<QueueJobState, MessageDescriptor> = {
  waiting: msg`Waiting`,
  active: msg`Active`,
  delayed: msg`Delayed`,
  failed: msg`Failed`,
  completed: msg`Completed`,
};

/** Anything unknown in the URL (an old link, a hand edit) falls back to the default rather than failing. */
export function readQueueState(params: URLSearchParams): AdminQueueState {
  const page = Number(params.get("page"));
  return {
    lane: QUEUE_LANES.find((lane) => lane === params.get("lane")) ?? DEFAULT_QUEUE_STATE.lane,
    state: QUEUE_JOB_STATES.find((state) => state === params.get("state")) ?? DEFAULT_QUEUE_STATE.state,
    page: Number.isSafeInteger(page) && page >= 1 ? page : 1,
  };
}

/** `params` with `changes` applied, defaults left out; another lane or state starts again at page 1. */
export function writeQueueState(params: URLSearchParams, changes: Partial<AdminQueueState>): URLSearchParams {
  const state = { ...readQueueState(params), ...changes, page: changes.page ?? 1 };
  const next = new URLSearchParams(params);
  const values: Record<keyof AdminQueueState, string | null> = {
    lane: state.lane === DEFAULT_QUEUE_STATE.lane ? null : state.lane,
    state: state.state === DEFAULT_QUEUE_STATE.state ? null : state.state,
    page: state.page === 1 ? null : String(state.page),
  };
  for (const [key, value] of Object.entries(values)) {
    if (value === null) next.delete(key);
    else next.set(key, value);
  }
  return next;
}

/** The lane's jobs in the state asked for, every lane's counts, read again every few seconds; the last page stays while the next loads. */
export function useAdminQueue({ lane, state, page }: AdminQueueState) {
  return useQuery(trpc.admin.jobQueue.jobs.queryOptions({ lane, state, page }, { staleTime: 0, placeholderData: keepPreviousData, refetchInterval: QUEUE_REFRESH_MS }));
}

export type QueueJobAction = { kind: "retry" | "remove"; job: AdminQueueJobRef };

/** Retry or remove one failed job; the lists are read again either way, since the job may have moved meanwhile. */
export function useQueueJobAction() {
  return useMutation({
    mutationFn: ({ kind, job }: QueueJobAction) => (kind === "retry" ? trpcClient.admin.jobQueue.retry.mutate(job) : trpcClient.admin.jobQueue.remove.mutate(job)),
    onSettled: () => trpc.admin.jobQueue.jobs.invalidate(),
  });
}
