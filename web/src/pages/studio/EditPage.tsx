import { useLingui } from "@lingui/react/macro";
import { MESSAGES } from "@twend/shared";
import { useParams } from "wouter";
import { describeLoadFailure } from "../../features/studio/studio-errors.ts";
import { useEditableCampaign } from "../../features/studio/use-editable-campaign.ts";
import { EditLoadError } from "./EditLoadError.tsx";
import { EditStudio } from "./EditStudio.tsx";
import { StudioSkeleton } from "./StudioSkeleton.tsx";

function parseId(raw: string | undefined): number | null {
  const id = Number(raw);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** /edit/{id} (sign-in required): only a Twend in the user's own list can be edited. */
export default function EditPage() {
  const { i18n } = useLingui();
  const id = parseId(useParams().id);
  const campaign = useEditableCampaign(id);

  if (campaign.isPending) return <StudioSkeleton />;
  if (campaign.isError) {
    return <EditLoadError message={describeLoadFailure(i18n, campaign.error)} onRetry={() => void campaign.refetch()} retrying={campaign.isFetching} />;
  }
  if (campaign.data === null) return <EditLoadError message={i18n._(MESSAGES.campaignNotEditable)} />;
  // Keyed so opening another Twend starts from its own stored values.
  return <EditStudio key={campaign.data.id} campaign={campaign.data} />;
}
