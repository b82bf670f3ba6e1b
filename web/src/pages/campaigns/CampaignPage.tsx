import { useQuery } from "@tanstack/react-query";
import { lazy, useEffect } from "react";
import { useParams } from "wouter";
import { useDeviceAbilities } from "../../features/generator/use-device-abilities.ts";
import { getSessionId } from "../../lib/session-id.ts";
import { viewSource } from "../../lib/view-source.ts";
import { trpc } from "../../lib/trpc.ts";
import { queueCount } from "../../features/offline/count-outbox.ts";
import { useIsWide } from "../../lib/use-media-query.ts";
import { GeneratorPage, loadGeneratorColumns, preloadGeneratorParts } from "./GeneratorPage.tsx";
import { CampaignPageSkeleton } from "./CampaignPageSkeleton.tsx";

// Most visitors never see it, so it is fetched only when loading the Twend fails.
const CampaignLoadError = lazy(() => import("./CampaignLoadError.tsx").then((module) => ({ default: module.CampaignLoadError })));

/** The code of the parts a server-rendered page shows at once, beyond this module's own. */
export function loadShownParts(wide: boolean): Promise<unknown> {
  return wide ? loadGeneratorColumns() : Promise.resolve();
}

export default function CampaignPage() {
  const { shortId = "" } = useParams();
  const device = useDeviceAbilities();
  const wide = useIsWide();
  useEffect(() => preloadGeneratorParts(wide, device), [wide, device]);
  // The Twend is the same for every visitor: a page the server rendered already holds it.
  const campaign = useQuery(trpc.campaigns.byShortId.queryOptions({ shortId }, { enabled: shortId !== "" }));
  useRecordView(shortId, campaign.isSuccess);

  if (campaign.isError) {
    return <CampaignLoadError error={campaign.error} onRetry={() => void campaign.refetch()} retrying={campaign.isFetching} />;
  }
  if (campaign.isPending) return <CampaignPageSkeleton />;
  return <GeneratorPage campaign={campaign.data} device={device} />;
}

/**
 * Counts this visitor session's view once the Twend is on screen; the count must never disturb the
 * page. A plain call rather than a mutation hook: nothing on screen follows its state, and the
 * hook's code would weigh on every visitor's first load. Through the count outbox, so a view made
 * offline is counted once the network is back.
 */
function useRecordView(shortId: string, shown: boolean): void {
  useEffect(() => {
    if (!shown) return;
    void queueCount({
      kind: "view",
      input: { shortId, sessionId: getSessionId(), source: viewSource(window.location.search, document.referrer, window.location.hostname) },
    });
  }, [shortId, shown]);
}
