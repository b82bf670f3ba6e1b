import { useMutation, useQueryClient } from "@tanstack/react-query";
import { campaignDraftInput } from "@twend/shared";
import { sendJson } from "../../lib/send-json.ts";
import { ACCOUNT_QUERY_KEY } from "../auth/query-keys.ts";
import { type CampaignForm, toDraftPayload } from "./campaign-form.ts";
import { createCampaign } from "./studio-api.ts";
import { describeCreateFailure } from "./studio-errors.ts";
import { useUploadProgress } from "./use-upload-progress.ts";

/** Publishes a new Twend; the form is checked with the server's own schema first, so its issues read the same. */
export function useCreateCampaign() {
  const queryClient = useQueryClient();
  const upload = useUploadProgress();
  const mutation = useMutation({
    mutationFn: async (form: CampaignForm) => {
      const draft = campaignDraftInput.safeParse(toDraftPayload(form));
      if (!draft.success) throw draft.error;
      upload.start();
      return createCampaign(sendJson, draft.data, upload.report);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ACCOUNT_QUERY_KEY }),
    onError: (error) => console.error(error),
    onSettled: upload.finish,
  });
  return {
    create: mutation.mutate,
    saving: mutation.isPending,
    progress: upload.progress,
    error: mutation.isError ? describeCreateFailure(mutation.error) : null,
    created: mutation.data ?? null,
    reset: mutation.reset,
  };
}
