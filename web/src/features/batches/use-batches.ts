import { useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { BATCH_LIMITS, type BatchCreateInput, type BatchDto } from "@twend/shared";
import { trpc } from "../../lib/trpc.ts";
import { apiAnswer } from "../../lib/api-errors/call-failure.ts";
import { withFileAsBytes } from "../../lib/file-as-bytes.ts";
import { useUploadMutation } from "../studio/use-upload-mutation.ts";
import { asZip } from "./batch-files.ts";
import { describeBatchFailure } from "./batch-problems.ts";
import { anyRunning } from "./batch-progress.ts";

/** How often a running batch's progress is read again. */
export const BATCH_POLL_MS = 1500;

/** A Twend's latest batches, newest first; read again every 1.5 s while one of them is being made, and only then. */
export function useBatches(campaignId: number) {
  return useQuery(
    trpc.batches.list.queryOptions(
      { campaign_id: campaignId },
      { staleTime: 0, refetchInterval: (query) => (anyRunning(query.state.data?.batches) ? BATCH_POLL_MS : false) },
    ),
  );
}

export interface BatchFiles {
  csv: File;
  zip: File | null;
}

/** Sends the CSV's text and the ZIP of photos, with the upload's progress; the new batch heads the list at once. */
export function useCreateBatch(campaignId: number) {
  const { i18n } = useLingui();
  const { mutation, progress } = useUploadMutation({
    send: async ({ csv, zip }: BatchFiles, startUpload): Promise<BatchDto> => {
      const input: BatchCreateInput = { campaign_id: campaignId, csv: await csv.text() };
      // The ZIP as bytes, typed as a ZIP whatever type the browser gave it.
      return startUpload().batches.create.mutate(zip ? withFileAsBytes(input, "photos_zip", asZip(zip), zip.name) : input);
    },
    onSuccess: (created) => {
      const input = { campaign_id: campaignId };
      const others = (batches: readonly BatchDto[]) => batches.filter((batch) => batch.id !== created.id).slice(0, BATCH_LIMITS.listed - 1);
      trpc.batches.list.setData(input, (list) => (list ? { ...list, batches: [created, ...others(list.batches)] } : list));
      // Read again at once, which also starts the polling while it runs.
      void trpc.batches.list.invalidate(input);
    },
    // A refusal is the organiser's to fix and is shown as such; anything else is worth a trace.
    onError: (error) => {
      const answer = apiAnswer(error);
      if (answer === null) console.error(error);
      // Another tab or device started a batch meanwhile: the list shows it, and follows it.
      else if (answer.status === 409) void trpc.batches.list.invalidate({ campaign_id: campaignId });
    },
  });
  return {
    create: mutation.mutate,
    sending: mutation.isPending,
    progress,
    failure: mutation.isError ? describeBatchFailure(i18n, mutation.error) : null,
    created: mutation.data ?? null,
    reset: mutation.reset,
  };
}
