import { useLingui } from "@lingui/react/macro";
import { Card } from "../../components/ui/Card.tsx";
import { LoadingPage } from "../../components/ui/LoadingPage.tsx";
import { Skeleton } from "../../components/ui/Skeleton.tsx";

/** The form beside the list on wide screens, above it on phones. */
export const BATCH_COLUMNS_CLASSES = "mt-8 grid items-start gap-6 lg:grid-cols-2 lg:gap-8";

/** The batch screen's shape while its code or data loads. */
export function BatchSkeleton() {
  const { t } = useLingui();
  return (
    <LoadingPage label={t`Loading your batches…`} className="py-8 sm:py-12">
      <Skeleton className="h-5 w-40" />
      <div className="mt-6 flex flex-col gap-5 sm:flex-row sm:items-end sm:justify-between">
        <div className="min-w-0 flex-1">
          <Skeleton className="h-4 w-24" />
          <Skeleton className="mt-2 h-9 w-72 max-w-full sm:h-10" />
          {/* The subtitle's lines, each in its line's height: three on a phone, two from sm up. */}
          <div className="mt-2">
            <div className="py-0.5 sm:py-1">
              <Skeleton className="h-4 w-full max-w-xl" />
            </div>
            <div className="py-0.5 sm:hidden">
              <Skeleton className="h-4 w-full" />
            </div>
            <div className="py-0.5 sm:py-1">
              <Skeleton className="h-4 w-2/3 max-w-md" />
            </div>
          </div>
        </div>
        <Skeleton className="h-11 w-36 rounded-full" />
      </div>
      <div className={BATCH_COLUMNS_CLASSES}>
        <Card className="p-4 sm:p-6">
          <Skeleton className="h-6 w-32" />
          <Skeleton className="mt-2 h-4 w-full" />
          <Skeleton className="mt-5 h-44 w-full rounded-xl" />
          <Skeleton className="mt-5 h-24 w-full rounded-2xl" />
          <Skeleton className="mt-3 h-24 w-full rounded-2xl" />
          <Skeleton className="mt-5 h-11 w-full rounded-full" />
        </Card>
        <div>
          <Skeleton className="h-7 w-40" />
          <Skeleton className="mt-2 h-4 w-72 max-w-full" />
          <Skeleton className="mt-5 h-40 w-full rounded-2xl" />
        </div>
      </div>
    </LoadingPage>
  );
}
