import { useQuery } from "@tanstack/react-query";
import { lazy, useEffect, useState } from "react";
import { useParams } from "react-router";
import { readDeviceAbilities } from "../../features/generator/device.ts";
import { getSessionId } from "../../lib/session-id.ts";
import { viewSource } from "../../lib/view-source.ts";
import { trpc } from "../../lib/trpc.ts";
import { useIsWide } from "../../lib/use-media-query.ts";
import { GeneratorPage, preloadGeneratorParts } from "./GeneratorPage.tsx";
import { CampaignPageSkeleton } from "./CampaignPageSkeleton.tsx";

// Most visitors never see it, so it is fetched only when loading the Twend fails.
const CampaignLoadError = lazy(() => import("./CampaignLoadError.tsx").then((module) => ({ default: module.CampaignLoadError })));

export default function CampaignPage() {
  const { shortId = "" } = useParams();
  // Read once: the id is part of the query key, and the view is attributed to this visitor.
  const [sessionId] = useState(getSessionId);
  const [source] = useState(() => viewSource(window.location.search, document.referrer, window.location.hostname));
  const [device] = useState(readDeviceAbilities);
  const wide = useIsWide();
  useEffect(() => preloadGeneratorParts(wide, device), [wide, device]);
  const campaign = useQuery(trpc.campaigns.byShortId.queryOptions({ shortId, sessionId, source }, { enabled: shortId !== "" }));

  if (campaign.isError) {
    return (
      <CampaignLoadError
        error={campaign.error}
        onRetry={() => void campaign.refetch()}
        retrying={campaign.isFetching}
      />
    );
  }
  if (campaign.isPending) return <CampaignPageSkeleton />;
  return <GeneratorPage campaign={campaign.data} device={device} />;
}
