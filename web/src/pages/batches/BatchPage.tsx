import { useLingui } from "@lingui/react/macro";
import { PRODUCT_NAME } from "@twend/shared";
import { type ReactNode, useRef } from "react";
import { useParams } from "wouter";
import { CampaignLoadError, CampaignNotFound } from "../dashboard/CampaignLoadError.tsx";
import { parseCampaignId, CampaignPageFrame } from "../dashboard/CampaignPageFrame.tsx";
import { anyRunning } from "../../features/batches/batch-progress.ts";
import { useBatches } from "../../features/batches/use-batches.ts";
import { BatchForm } from "./BatchForm.tsx";
import { BatchHeader } from "./BatchHeader.tsx";
import { BatchList } from "./BatchList.tsx";
import { BatchSkeleton, BATCH_COLUMNS_CLASSES } from "./BatchSkeleton.tsx";

/** /dashboard/twends/:id/batch (sign-in required): an organiser's CSV of names in, a ZIP of finished DPs out. */
export default function BatchPage() {
  const id = parseCampaignId(useParams().id);
  return id === null ? (
    <BatchFrame>
      <CampaignNotFound />
    </BatchFrame>
  ) : (
    <CampaignBatches id={id} />
  );
}

function CampaignBatches({ id }: { id: number }) {
  const { t } = useLingui();
  const batches = useBatches(id);
  const listHeadingRef = useRef<HTMLHeadingElement>(null);

  if (batches.isPending) return <BatchSkeleton />;
  if (batches.isError) {
    return (
      <BatchFrame>
        <CampaignLoadError
          error={batches.error}
          message={t`We couldn't load this Twend's batches.`}
          retrying={batches.isFetching}
          onRetry={() => void batches.refetch()}
        />
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
  return <CampaignPageFrame documentTitle={title ? t`${title} · Team DPs · ${PRODUCT_NAME}` : t`Team DPs · ${PRODUCT_NAME}`}>{children}</CampaignPageFrame>;
}
