import { useLingui } from "@lingui/react/macro";
import { Card } from "../../components/ui/Card.tsx";
import { LoadingPage } from "../../components/ui/LoadingPage.tsx";
import { Skeleton } from "../../components/ui/Skeleton.tsx";
import { StatCardsSkeleton } from "../../components/ui/StatCardsSkeleton.tsx";

/** The analytics view's shape while its code or data loads. */
export function CampaignStatsSkeleton() {
  const { t } = useLingui();
  return (
    <LoadingPage label={t`Loading analytics…`} className="py-8 sm:py-12">
      <Skeleton className="h-5 w-40" />
      <div className="mt-6 flex flex-col gap-5 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <Skeleton className="h-4 w-48" />
          <Skeleton className="mt-2 h-9 w-64 max-w-full sm:h-10" />
        </div>
        <div className="grid grid-cols-2 gap-2 sm:flex">
          <Skeleton className="h-11 rounded-full sm:w-36" />
          <Skeleton className="h-11 rounded-full sm:w-36" />
        </div>
      </div>
      <StatCardsSkeleton value={<Skeleton className="mt-2 h-8 w-14 sm:h-9" />} />
      <Card className="mt-6 p-4 sm:p-6">
        <Skeleton className="h-6 w-36" />
        <Skeleton className="mt-2 h-4 w-64 max-w-full" />
        <Skeleton className="mt-5 h-64 w-full sm:h-80" />
      </Card>
    </LoadingPage>
  );
}
