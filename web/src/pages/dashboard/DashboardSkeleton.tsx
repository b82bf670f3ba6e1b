import { useLingui } from "@lingui/react/macro";
import { LoadingPage } from "../../components/ui/LoadingPage.tsx";
import { Skeleton } from "../../components/ui/Skeleton.tsx";
import { StatCardsSkeleton } from "../../components/ui/StatCardsSkeleton.tsx";
import { OwnerCampaignCardSkeleton } from "./OwnerCampaignCardSkeleton.tsx";

/** The dashboard's shape while the session check or the page's code loads. */
export function DashboardSkeleton() {
  const { t } = useLingui();
  return (
    <LoadingPage label={t`Loading your dashboard…`} className="py-8 sm:py-12">
      <div className="flex flex-col gap-5 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <Skeleton className="h-4 w-28" />
          <Skeleton className="mt-2 h-9 w-72 max-w-full sm:h-10" />
          <Skeleton className="mt-3 h-5 w-80 max-w-full" />
        </div>
        <div className="flex items-center gap-2">
          <Skeleton className="h-11 flex-1 rounded-full sm:w-56" />
          <Skeleton className="h-11 w-28 rounded-full" />
        </div>
      </div>
      <StatCardsSkeleton
        value={
          <div className="mt-2 flex h-10 items-center justify-between">
            <Skeleton className="h-7 w-14" />
            <Skeleton className="size-9 rounded-xl sm:size-10" />
          </div>
        }
      />
      <div className="mt-6 grid grid-cols-2 gap-3 sm:gap-4">
        <Skeleton className="h-20 rounded-2xl" />
        <Skeleton className="h-20 rounded-2xl" />
      </div>
      <Skeleton className="mt-12 mb-5 h-8 w-40" />
      <div className="grid grid-cols-1 gap-4 min-[520px]:grid-cols-2 sm:gap-5 lg:grid-cols-3">
        {Array.from({ length: 3 }, (_, index) => (
          <OwnerCampaignCardSkeleton key={index} />
        ))}
      </div>
    </LoadingPage>
  );
}
