import type { ReactNode } from "react";
import { Card } from "./Card.tsx";
import { Skeleton } from "./Skeleton.tsx";

/** Four totals cards loading: each card's label bar, then `value` in the shape of the page's number. */
export function StatCardsSkeleton({ value }: { value: ReactNode }) {
  return (
    <div className="mt-8 grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
      {Array.from({ length: 4 }, (_, index) => (
        <Card key={index} className="p-4 sm:p-5">
          <Skeleton className="h-5 w-24" />
          {value}
        </Card>
      ))}
    </div>
  );
}
