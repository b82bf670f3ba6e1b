import { Card } from "../../components/ui/Card.tsx";
import { Container } from "../../components/ui/Container.tsx";
import { Skeleton } from "../../components/ui/Skeleton.tsx";

/** The analytics view's shape while its code or data loads. */
export function TwendStatsSkeleton() {
  return (
    <Container className="py-8 sm:py-12" role="status" aria-live="polite">
      <span className="sr-only">Loading analytics…</span>
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
      <div className="mt-8 grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        {Array.from({ length: 4 }, (_, index) => (
          <Card key={index} className="p-4 sm:p-5">
            <Skeleton className="h-5 w-24" />
            <Skeleton className="mt-2 h-8 w-14 sm:h-9" />
          </Card>
        ))}
      </div>
      <Card className="mt-6 p-4 sm:p-6">
        <Skeleton className="h-6 w-36" />
        <Skeleton className="mt-2 h-4 w-64 max-w-full" />
        <Skeleton className="mt-5 h-64 w-full sm:h-80" />
      </Card>
    </Container>
  );
}
