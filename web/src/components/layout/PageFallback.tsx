import { Trans } from "@lingui/react/macro";
import { Container } from "../ui/Container.tsx";
import { Skeleton } from "../ui/Skeleton.tsx";

/** Shown while a route's code loads; roughly the shape of a page header and body. */
export function PageFallback() {
  return (
    <Container className="py-16 sm:py-24" role="status" aria-live="polite">
      <span className="sr-only">
        <Trans>Loading page…</Trans>
      </span>
      <div className="mx-auto flex max-w-2xl flex-col items-center gap-4">
        <Skeleton className="size-14 rounded-2xl" />
        <Skeleton className="h-9 w-3/4 max-w-md" />
        <Skeleton className="h-4 w-full max-w-lg" />
        <Skeleton className="h-4 w-2/3 max-w-sm" />
        <div className="mt-4 flex gap-3">
          <Skeleton className="h-11 w-28 rounded-full" />
          <Skeleton className="h-11 w-28 rounded-full" />
        </div>
      </div>
    </Container>
  );
}
