import { Trans } from "@lingui/react/macro";
import { Card } from "../../components/ui/Card.tsx";
import { Container } from "../../components/ui/Container.tsx";
import { Skeleton } from "../../components/ui/Skeleton.tsx";

/** Holds the sign-in card's place (`compact`: the Google-only card) while the first user check runs, so a signed-in visitor never sees the form flash. */
export function AuthPageSkeleton({ compact = false }: { compact?: boolean }) {
  return (
    <Container className="flex flex-col items-center py-10 sm:py-16" role="status" aria-live="polite">
      <span className="sr-only">
        <Trans>Checking your session…</Trans>
      </span>
      <Card className="w-full max-w-md px-5 py-8 sm:px-8 sm:py-10">
        <div className="flex flex-col items-center">
          <Skeleton className="size-12 rounded-xl" />
          <Skeleton className="mt-5 h-8 w-2/3" />
          <Skeleton className="mt-3 h-4 w-4/5" />
        </div>
        <div className="mt-8 space-y-4">
          {compact ? null : <Skeleton className="h-12 rounded-full" />}
          <Skeleton className="h-12 rounded-full" />
          {compact ? null : (
            <>
              <Skeleton className="mt-6 h-4 w-1/2" />
              <Skeleton className="h-11 rounded-xl" />
              <Skeleton className="h-11 rounded-xl" />
              <Skeleton className="h-12 rounded-full" />
            </>
          )}
        </div>
      </Card>
    </Container>
  );
}
