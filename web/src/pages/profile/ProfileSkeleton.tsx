import { Trans } from "@lingui/react/macro";
import { Card } from "../../components/ui/Card.tsx";
import { Container } from "../../components/ui/Container.tsx";
import { Skeleton } from "../../components/ui/Skeleton.tsx";

/** The profile page's shape while the session or the profile loads. */
export function ProfileSkeleton() {
  return (
    <Container className="max-w-5xl py-8 sm:py-12" role="status" aria-live="polite">
      <span className="sr-only">
        <Trans>Loading your profile…</Trans>
      </span>
      <Skeleton className="h-5 w-40" />
      <Card className="mt-6 overflow-hidden">
        <Skeleton className="h-24 rounded-none sm:h-28" />
        <div className="flex flex-col items-center gap-4 px-5 pb-6 sm:flex-row sm:items-end sm:px-8 sm:pt-4">
          <Skeleton className="-mt-12 size-24 shrink-0 rounded-full ring-4 ring-surface sm:-mt-16" />
          <div className="flex w-full flex-col items-center gap-2 sm:items-start">
            <Skeleton className="h-8 w-48" />
            <Skeleton className="h-4 w-56" />
          </div>
        </div>
      </Card>
      <div className="mt-6 grid gap-6 lg:grid-cols-[1.6fr_1fr]">
        <div className="space-y-6">
          <Skeleton className="h-72 rounded-2xl" />
          <Skeleton className="h-44 rounded-2xl" />
        </div>
        <div className="space-y-6">
          <Skeleton className="h-56 rounded-2xl" />
          <Skeleton className="h-44 rounded-2xl" />
        </div>
      </div>
    </Container>
  );
}
