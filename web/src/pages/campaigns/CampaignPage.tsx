import { useState } from "react";
import { useParams } from "react-router";
import { getSessionId } from "../../lib/session-id.ts";
import { viewSource } from "../../lib/view-source.ts";
import { trpc } from "../../lib/trpc.ts";
import { GeneratorPage } from "./GeneratorPage.tsx";
import { CampaignLoadError } from "./CampaignLoadError.tsx";
import { CampaignPageSkeleton } from "./CampaignPageSkeleton.tsx";
import { describeCampaignError } from "./campaign-error.ts";

export default function CampaignPage() {
  const { shortId = "" } = useParams();
  // Read once: the id is part of the query key, and the view is attributed to this visitor.
  const [sessionId] = useState(getSessionId);
  const [source] = useState(() => viewSource(window.location.search, document.referrer, window.location.hostname));
  const campaign = trpc.campaigns.byShortId.useQuery({ shortId, sessionId, source }, { enabled: shortId !== "" });

  if (campaign.isError) {
    return (
      <CampaignLoadError
        failure={describeCampaignError(campaign.error)}
        onRetry={() => void campaign.refetch()}
        retrying={campaign.isFetching}
      />
    );
  }
  if (campaign.isPending) return <CampaignPageSkeleton />;
  return <GeneratorPage campaign={campaign.data} />;
}
