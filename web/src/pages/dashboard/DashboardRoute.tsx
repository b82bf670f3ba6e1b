import { lazy } from "react";
import { RequireAuth } from "../../features/auth/RequireAuth.tsx";
import { DashboardSkeleton } from "./DashboardSkeleton.tsx";

const DashboardPage = lazy(() => import("./DashboardPage.tsx"));

export default function DashboardRoute() {
  return (
    <RequireAuth fallback={<DashboardSkeleton />}>
      <DashboardPage />
    </RequireAuth>
  );
}
