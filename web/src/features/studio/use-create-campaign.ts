import { useLingui } from "@lingui/react/macro";
import { useMutation } from "@tanstack/react-query";
import { campaignDraftInput } from "@twend/shared";
import { trpc } from "../../lib/trpc.ts";
import { type CampaignForm, toDraftPayload } from "./campaign-form.ts";
import { describeCreateFailure } from "./studio-errors.ts";
import { uploadingClient } from "./uploading-client.ts";
import { useUploadProgress } from "./use-upload-progress.ts";

/** Publishes a new Twend; the form is checked with the server's own schema first, so its issues read the same. */
export function useCreateCampaign() {
  const { i18n } = useLingui();
  const upload = useUploadProgress();
  const mutation = useMutation({
    mutationFn: async (form: CampaignForm) => {
      const draft = campaignDraftInput.safeParse(toDraftPayload(form));
      if (!draft.success) throw draft.error;
      upload.start();
      return uploadingClient(upload.report).studio.create.mutate(draft.data);
    },
    // The creator's list and totals now count one Twend more.
    onSuccess: () => trpc.studio.invalidate(),
    onError: (error) => console.error(error),
    onSettled: upload.finish,
  });
  return {
    create: mutation.mutate,
    saving: mutation.isPending,
    progress: upload.progress,
    error: mutation.isError ? describeCreateFailure(i18n, mutation.error) : null,
    created: mutation.data ?? null,
    reset: mutation.reset,
  };
}
