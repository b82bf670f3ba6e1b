import { Trans } from "@lingui/react/macro";
import { Container } from "../../components/ui/Container.tsx";
import { Skeleton } from "../../components/ui/Skeleton.tsx";

export function CampaignPageSkeleton() {
  return (
    <Container className="py-8 sm:py-12" role="status" aria-live="polite">
      <span className="sr-only">
        <Trans>Loading Twend…</Trans>
      </span>
      <Skeleton className="h-5 w-32" />
      <div className="mt-6 grid gap-8 md:grid-cols-2 md:gap-12">
        <Skeleton className="aspect-square w-full rounded-3xl" />
        <div className="flex flex-col gap-4">
          <Skeleton className="h-6 w-24 rounded-full" />
          <Skeleton className="h-10 w-4/5" />
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-2/3" />
          <div className="mt-2 grid grid-cols-3 gap-3">
            <Skeleton className="h-20 rounded-2xl" />
            <Skeleton className="h-20 rounded-2xl" />
            <Skeleton className="h-20 rounded-2xl" />
          </div>
          <Skeleton className="mt-2 h-36 rounded-2xl" />
        </div>
      </div>
    </Container>
  );
}
