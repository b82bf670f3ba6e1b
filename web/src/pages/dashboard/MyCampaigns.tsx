import { Trans, useLingui } from "@lingui/react/macro";
import Plus from "lucide-react/icons/plus";
import Sparkles from "lucide-react/icons/sparkles";
import { useRef } from "react";
import { EmptyState } from "../../components/ui/EmptyState.tsx";
import { ErrorState } from "../../components/ui/ErrorState.tsx";
import { LinkButton } from "../../components/ui/LinkButton.tsx";
import { useOwnerCampaigns } from "../../features/dashboard/use-dashboard.ts";
import { formatInteger } from "../../lib/format.ts";
import { DeleteCampaignDialog } from "./DeleteCampaignDialog.tsx";
import { OwnerCampaignCard } from "./OwnerCampaignCard.tsx";
import { OwnerCampaignCardSkeleton } from "./OwnerCampaignCardSkeleton.tsx";
import { useDeleteFlow } from "./use-delete-flow.ts";

const GRID = "grid list-none grid-cols-1 gap-4 min-[520px]:grid-cols-2 sm:gap-5 lg:grid-cols-3";
const SKELETON_COUNT = 3;

export function MyCampaigns() {
  const { t, i18n } = useLingui();
  const campaigns = useOwnerCampaigns();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const deletion = useDeleteFlow(headingRef);

  return (
    <section aria-labelledby="my-twends-title">
      <div className="mb-5 flex items-center justify-between gap-4">
        <h2 id="my-twends-title" ref={headingRef} tabIndex={-1} className="flex items-center gap-2.5 text-2xl font-bold tracking-tight text-slate-950 focus:outline-none">
          <Trans>My Twends</Trans>
          {campaigns.data ? (
            <span className="rounded-full bg-slate-100 px-2.5 py-0.5 text-sm font-semibold text-slate-600 tabular-nums">
              {formatInteger(i18n.locale, campaigns.data.length)}
            </span>
          ) : null}
        </h2>
      </div>
      {campaigns.isPending ? (
        <div role="status" className={GRID}>
          <span className="sr-only">
            <Trans>Loading your Twends…</Trans>
          </span>
          {Array.from({ length: SKELETON_COUNT }, (_, index) => (
            <OwnerCampaignCardSkeleton key={index} />
          ))}
        </div>
      ) : campaigns.isError ? (
        <ErrorState message={t`We couldn't load your Twends.`} onRetry={() => void campaigns.refetch()} retrying={campaigns.isFetching} />
      ) : campaigns.data.length === 0 ? (
        <EmptyState
          icon={Sparkles}
          headingLevel="h3"
          title={t`No Twends yet`}
          text={t`Design a frame for your cause, event or brand, share its link, and watch the pictures roll in.`}
          action={
            <LinkButton to="/create">
              <Plus aria-hidden="true" className="size-4" />
              <Trans>Create Your First Twend</Trans>
            </LinkButton>
          }
        />
      ) : (
        <ul aria-labelledby="my-twends-title" className={GRID}>
          {campaigns.data.map((campaign) => (
            <li key={campaign.id}>
              <OwnerCampaignCard campaign={campaign} onDelete={deletion.ask} />
            </li>
          ))}
        </ul>
      )}
      {deletion.target ? (
        <DeleteCampaignDialog title={deletion.target.title} deleting={deletion.deleting} onConfirm={deletion.confirm} onClose={deletion.cancel} />
      ) : null}
    </section>
  );
}
