import { Card } from "../../../components/ui/Card.tsx";
import { Skeleton } from "../../../components/ui/Skeleton.tsx";

const SKELETON_ROWS = 6;

interface AdminListSkeletonProps {
  /** Read out while the rows load. */
  label: string;
  /** Rows that will lead with a picture (Twends, users) get its placeholder, so nothing moves when they arrive. */
  thumbnail?: boolean;
}

/** An admin list's first load: rows of the shape the real ones will take. */
export function AdminListSkeleton({ label, thumbnail = false }: AdminListSkeletonProps) {
  return (
    <Card className="space-y-4 p-4" role="status" aria-live="polite">
      <span className="sr-only">{label}</span>
      {Array.from({ length: SKELETON_ROWS }, (_, i) => (
        <div key={i} className="flex items-center gap-3">
          {thumbnail ? <Skeleton className="size-10 shrink-0 rounded-lg" /> : null}
          <div className="flex-1 space-y-2">
            <Skeleton className="h-4 w-1/2" />
            <Skeleton className="h-3 w-1/3" />
          </div>
          <Skeleton className="hidden h-9 w-40 rounded-full sm:block" />
        </div>
      ))}
    </Card>
  );
}
