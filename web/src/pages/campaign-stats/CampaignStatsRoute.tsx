import { lazy } from "react";
import { RequireAuth } from "../../features/auth/RequireAuth.tsx";
import { CampaignStatsSkeleton } from "./CampaignStatsSkeleton.tsx";

// Loaded only once the user is known to be signed in: the page carries the charting library.
const CampaignStatsPage = lazy(() => import("./CampaignStatsPage.tsx"));

export default function CampaignStatsRoute() {
  return (
    <RequireAuth fallback={<CampaignStatsSkeleton />}>
      <CampaignStatsPage />
    </RequireAuth>
  );
}
