import { useMutation, useQueryClient } from "@tanstack/react-query";
import { campaignUpdateInput } from "@twend/shared";
import { sendJson } from "../../lib/send-json.ts";
import { ACCOUNT_QUERY_KEY } from "../auth/query-keys.ts";
import { type CampaignForm, toUpdatePayload } from "./campaign-form.ts";
import { updateCampaign } from "./studio-api.ts";
import { describeUpdateFailure } from "./studio-errors.ts";
import { useUploadProgress } from "./use-upload-progress.ts";

interface EditSave {
  id: number;
  form: CampaignForm;
  shortId: string;
}

/** Saves the editor's fields and custom link, then hands over to `onSaved`. */
export function useUpdateCampaign(onSaved: () => void) {
  const queryClient = useQueryClient();
  const upload = useUploadProgress();
  const mutation = useMutation({
    mutationFn: async ({ id, form, shortId }: EditSave) => {
      const update = campaignUpdateInput.safeParse(toUpdatePayload(form, shortId));
      if (!update.success) throw update.error;
      upload.start();
      await updateCampaign(sendJson, id, update.data, upload.report);
    },
    onSuccess: () => {
      // Marked stale rather than awaited: the dashboard refetches as it opens.
      void queryClient.invalidateQueries({ queryKey: ACCOUNT_QUERY_KEY });
      onSaved();
    },
    onError: (error) => console.error(error),
    onSettled: upload.finish,
  });
  return {
    save: mutation.mutate,
    saving: mutation.isPending,
    progress: upload.progress,
    error: mutation.isError ? describeUpdateFailure(mutation.error) : null,
  };
}
