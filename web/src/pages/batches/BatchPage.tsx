import { Trans, useLingui } from "@lingui/react/macro";
import { PRODUCT_NAME } from "@twend/shared";
import { ArrowLeft } from "lucide-react";
import { type ReactNode, useRef } from "react";
import { Link, useParams } from "react-router";
import { Container } from "../../components/ui/Container.tsx";
import { anyRunning } from "../../features/batches/batch-progress.ts";
import { useBatches } from "../../features/batches/use-batches.ts";
import { TwendNotFound } from "../twend-stats/StatsLoadError.tsx";
import { BatchForm } from "./BatchForm.tsx";
import { BatchHeader } from "./BatchHeader.tsx";
import { BatchList } from "./BatchList.tsx";
import { BatchLoadError } from "./BatchLoadError.tsx";
import { BatchSkeleton, BATCH_COLUMNS_CLASSES } from "./BatchSkeleton.tsx";

/** Twend ids are positive integers; anything else in the address cannot name one. */
function parseTwendId(raw: string | undefined): number | null {
  const id = Number(raw);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** /dashboard/twends/:id/batch (sign-in required): an organiser's CSV of names in, a ZIP of finished DPs out. */
export default function BatchPage() {
  const id = parseTwendId(useParams().id);
  return id === null ? (
    <BatchFrame>
      <TwendNotFound />
    </BatchFrame>
  ) : (
    <TwendBatches id={id} />
  );
}

function TwendBatches({ id }: { id: number }) {
  const batches = useBatches(id);
  const listHeadingRef = useRef<HTMLHeadingElement>(null);

  if (batches.isPending) return <BatchSkeleton />;
  if (batches.isError) {
    return (
      <BatchFrame>
        <BatchLoadError error={batches.error} retrying={batches.isFetching} onRetry={() => void batches.refetch()} />
      </BatchFrame>
    );
  }

  const { campaign, batches: list } = batches.data;
  return (
    <BatchFrame title={campaign.title}>
      <BatchHeader campaign={campaign} />
      <div className={BATCH_COLUMNS_CLASSES}>
        <BatchForm
          campaignId={campaign.id}
          running={anyRunning(list)}
          // On a phone the list is below the form: the new batch is where the organiser is taken.
          onCreated={() => listHeadingRef.current?.focus()}
        />
        <BatchList batches={list} headingRef={listHeadingRef} />
      </div>
    </BatchFrame>
  );
}

function BatchFrame({ title, children }: { title?: string; children: ReactNode }) {
  const { t } = useLingui();
  return (
    <Container className="py-8 sm:py-12">
      <title>{title ? t`${title} · Team DPs · ${PRODUCT_NAME}` : t`Team DPs · ${PRODUCT_NAME}`}</title>
      <Link to="/dashboard" className="inline-flex items-center gap-1.5 rounded text-sm font-medium text-slate-600 hover:text-slate-950">
        <ArrowLeft aria-hidden="true" className="size-4 rtl:-scale-x-100" />
        <Trans>Back to Dashboard</Trans>
      </Link>
      <div className="mt-6">{children}</div>
    </Container>
  );
}
