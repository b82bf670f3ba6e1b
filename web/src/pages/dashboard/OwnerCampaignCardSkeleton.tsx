import { Card } from "../../components/ui/Card.tsx";
import { Skeleton } from "../../components/ui/Skeleton.tsx";

/** OwnerCampaignCard's box, so the grid keeps its place while the list loads. */
export function OwnerCampaignCardSkeleton() {
  return (
    <Card className="flex h-full flex-col overflow-hidden">
      <Skeleton className="aspect-[4/3] w-full rounded-none" />
      <div className="flex flex-1 flex-col p-4">
        <Skeleton className="h-5 w-3/4" />
        <Skeleton className="mt-2 h-3.5 w-32" />
        <div className="mt-3 mb-4 flex gap-5">
          <Skeleton className="h-5 w-20" />
          <Skeleton className="h-5 w-28" />
        </div>
        <div className="mt-auto grid grid-cols-3 gap-2 border-t border-slate-100 pt-4">
          {Array.from({ length: 6 }, (_, index) => (
            <Skeleton key={index} className="h-14 rounded-xl" />
          ))}
          <Skeleton className="col-span-full h-11 rounded-xl" />
        </div>
      </div>
    </Card>
  );
}
