import { useLingui } from "@lingui/react/macro";
import { campaignDraftInput } from "@twend/shared";
import { trpc } from "../../lib/trpc.ts";
import { type CampaignForm, toDraftPayload } from "./campaign-form.ts";
import { withFileAsBytes } from "../../lib/file-as-bytes.ts";
import { describeCreateFailure } from "./studio-errors.ts";
import { useUploadMutation } from "./use-upload-mutation.ts";

/** Publishes a new Twend; the form is checked with the server's own schema first, so its issues read the same. */
export function useCreateCampaign() {
  const { i18n } = useLingui();
  const { mutation, progress } = useUploadMutation({
    send: async (form: CampaignForm, startUpload) => {
      const draft = campaignDraftInput.safeParse(toDraftPayload(form));
      if (!draft.success) throw draft.error;
      const { background } = form;
      return startUpload().studio.create.mutate(
        background?.kind === "upload" ? withFileAsBytes(draft.data, "background_image_url", background.blob, background.name) : draft.data,
      );
    },
    // The creator's list and totals now count one Twend more.
    onSuccess: () => trpc.studio.invalidate(),
  });
  return {
    create: mutation.mutate,
    saving: mutation.isPending,
    progress,
    error: mutation.isError ? describeCreateFailure(i18n, mutation.error) : null,
    created: mutation.data ?? null,
    reset: mutation.reset,
  };
}
