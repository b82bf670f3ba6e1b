import { RequireAuth } from "../../features/auth/RequireAuth.tsx";
import { BatchSkeleton } from "./BatchSkeleton.tsx";
import BatchPage from "./BatchPage.tsx";

// The page is light (no charts, no drawing code): it comes in this route's own chunk, so no second Suspense reveal follows the sign-in check.
export default function BatchRoute() {
  return (
    <RequireAuth fallback={<BatchSkeleton />}>
      <BatchPage />
    </RequireAuth>
  );
}
