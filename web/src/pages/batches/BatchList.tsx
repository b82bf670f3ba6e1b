import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { BATCH_LIMITS, type BatchDto } from "@twend/shared";
import Layers from "lucide-react/icons/layers";
import { type Ref, useId } from "react";
import { EmptyState } from "../../components/ui/EmptyState.tsx";
import { BatchCard } from "./BatchCard.tsx";

interface BatchListProps {
  batches: readonly BatchDto[];
  headingRef: Ref<HTMLHeadingElement>;
}

/** The Twend's latest batches, newest first, each with its progress, its failed rows and, once done, its ZIP. */
export function BatchList({ batches, headingRef }: BatchListProps) {
  const { t } = useLingui();
  const headingId = useId();
  const keepDays = BATCH_LIMITS.keepDays;
  const linkHours = BATCH_LIMITS.linkHours;
  return (
    <section aria-labelledby={headingId} className="min-w-0">
      <h2 id={headingId} ref={headingRef} tabIndex={-1} className="text-xl font-bold tracking-tight text-slate-950 focus:outline-none">
        <Trans>Your batches</Trans>
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        <Trans>
          Batches and their DPs are deleted after <Plural value={keepDays} one="# day" other="# days" />. A download link works for{" "}
          <Plural value={linkHours} one="# hour" other="# hours" />; this page always shows a fresh one.
        </Trans>
      </p>
      <div className="mt-5">
        {batches.length === 0 ? (
          <EmptyState
            icon={Layers}
            headingLevel="h3"
            title={t`No batches yet`}
            text={t`Upload a CSV of names to make the DPs of a whole team at once. They will show up here, with a ZIP to download.`}
          />
        ) : (
          <ul className="space-y-4">
            {batches.map((batch) => (
              <BatchCard key={batch.id} batch={batch} />
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
