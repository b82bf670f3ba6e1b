import { useLingui } from "@lingui/react/macro";
import { LoadingPage } from "../../components/ui/LoadingPage.tsx";
import { Skeleton } from "../../components/ui/Skeleton.tsx";

/** The studio's shape while its code or the Twend to edit loads: a preview square beside the settings column. */
export function StudioSkeleton() {
  const { t } = useLingui();
  return (
    <LoadingPage label={t`Loading the studio…`} className="py-8 lg:py-10">
      <Skeleton className="h-5 w-40" />
      <Skeleton className="mt-4 h-9 w-64" />
      <div className="mt-8 grid items-start gap-6 md:grid-cols-2 lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)] lg:gap-8">
        <Skeleton className="aspect-square rounded-2xl" />
        <div className="space-y-6">
          <Skeleton className="h-72 rounded-2xl" />
          <Skeleton className="h-40 rounded-2xl" />
        </div>
      </div>
    </LoadingPage>
  );
}
