import { useLingui } from "@lingui/react/macro";
import { useMutation } from "@tanstack/react-query";
import { campaignUpdateInput } from "@twend/shared";
import { trpc } from "../../lib/trpc.ts";
import { type CampaignForm, toUpdatePayload } from "./campaign-form.ts";
import { describeUpdateFailure } from "./studio-errors.ts";
import { uploadingClient } from "./uploading-client.ts";
import { useUploadProgress } from "./use-upload-progress.ts";

interface EditSave {
  id: number;
  form: CampaignForm;
  shortId: string;
}

/** Saves the editor's fields and custom link, then hands over to `onSaved`. */
export function useUpdateCampaign(onSaved: () => void) {
  const { i18n } = useLingui();
  const upload = useUploadProgress();
  const mutation = useMutation({
    mutationFn: async ({ id, form, shortId }: EditSave) => {
      const update = campaignUpdateInput.safeParse(toUpdatePayload(form, shortId));
      if (!update.success) throw update.error;
      upload.start();
      await uploadingClient(upload.report).studio.update.mutate({ ...update.data, id });
    },
    onSuccess: () => {
      // Marked stale rather than awaited: the dashboard refetches as it opens.
      void trpc.studio.invalidate();
      onSaved();
    },
    onError: (error) => console.error(error),
    onSettled: upload.finish,
  });
  return {
    save: mutation.mutate,
    saving: mutation.isPending,
    progress: upload.progress,
    error: mutation.isError ? describeUpdateFailure(i18n, mutation.error) : null,
  };
}
