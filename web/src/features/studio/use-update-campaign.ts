import { useLingui } from "@lingui/react/macro";
import { campaignUpdateInput } from "@twend/shared";
import { trpc } from "../../lib/trpc.ts";
import { type CampaignForm, toUpdatePayload } from "./campaign-form.ts";
import { withFileAsBytes } from "../../lib/file-as-bytes.ts";
import { describeUpdateFailure } from "./studio-errors.ts";
import { useUploadMutation } from "./use-upload-mutation.ts";

interface EditSave {
  id: number;
  form: CampaignForm;
  shortId: string;
}

/** Saves the editor's fields and custom link, then hands over to `onSaved`. */
export function useUpdateCampaign(onSaved: () => void) {
  const { i18n } = useLingui();
  const { mutation, progress } = useUploadMutation({
    send: async ({ id, form, shortId }: EditSave, startUpload) => {
      const update = campaignUpdateInput.safeParse(toUpdatePayload(form, shortId));
      if (!update.success) throw update.error;
      const input = { ...update.data, id };
      const { background } = form;
      await startUpload().studio.update.mutate(background?.kind === "upload" ? withFileAsBytes(input, "background_image_url", background.blob, background.name) : input);
    },
    onSuccess: () => {
      // Marked stale rather than awaited: the dashboard refetches as it opens.
      void trpc.studio.invalidate();
      onSaved();
    },
  });
  return {
    save: mutation.mutate,
    saving: mutation.isPending,
    progress,
    error: mutation.isError ? describeUpdateFailure(i18n, mutation.error) : null,
  };
}
