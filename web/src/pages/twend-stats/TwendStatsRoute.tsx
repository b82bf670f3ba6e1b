import { lazy } from "react";
import { RequireAuth } from "../../features/auth/RequireAuth.tsx";
import { TwendStatsSkeleton } from "./TwendStatsSkeleton.tsx";

// Loaded only once the user is known to be signed in: the page carries the charting library.
const TwendStatsPage = lazy(() => import("./TwendStatsPage.tsx"));

export default function TwendStatsRoute() {
  return (
    <RequireAuth fallback={<TwendStatsSkeleton />}>
      <TwendStatsPage />
    </RequireAuth>
  );
}
