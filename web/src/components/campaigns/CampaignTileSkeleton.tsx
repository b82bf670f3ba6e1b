import { Skeleton } from "../ui/Skeleton.tsx";
import { Card } from "../ui/Card.tsx";

/** Same box as CampaignTile so the grid does not jump when data arrives; `detailed` stands for its details line. */
export function CampaignTileSkeleton({ detailed = false }: { detailed?: boolean }) {
  return (
    <Card className="flex h-full flex-col overflow-hidden">
      <Skeleton className="aspect-square w-full rounded-none" />
      <div className="flex flex-1 flex-col gap-2 p-3 sm:p-4">
        <Skeleton className="h-4 w-5/6 sm:h-5" />
        <div className="mt-auto flex flex-col items-start gap-1.5 sm:flex-row sm:items-center sm:justify-between sm:gap-2">
          <Skeleton className="h-5 w-16 rounded-full" />
          <Skeleton className="h-3.5 w-14" />
        </div>
        {detailed ? (
          <div className="border-t border-slate-100 pt-2">
            <Skeleton className="my-px h-3.5 w-3/4" />
          </div>
        ) : null}
      </div>
    </Card>
  );
}
