import type { CampaignCard, CampaignListItem } from "@twend/shared";
import { clsx } from "clsx";
import { CampaignTile } from "./CampaignTile.tsx";
import { CampaignTileSkeleton } from "./CampaignTileSkeleton.tsx";
import { CampaignFacts } from "./CampaignFacts.tsx";
import { GRID_CLASSES, GRID_COVER_SIZES } from "./campaign-grid-layout.ts";

type CampaignGridProps = { label: string } & (
  | {
      campaigns: readonly CampaignCard[];
      detailed?: false;
      /** A ranked list is an <ol> and shows each position. */
      ranked?: boolean;
    }
  | { campaigns: readonly CampaignListItem[]; detailed: true; ranked?: never }
);

export function CampaignGrid(props: CampaignGridProps) {
  const List = props.ranked ? "ol" : "ul";
  const kind = props.detailed ? "detailed" : "compact";
  return (
    <List aria-label={props.label} className={clsx(GRID_CLASSES[kind], "list-none")}>
      {props.detailed
        ? props.campaigns.map((campaign) => (
            <li key={campaign.id}>
              <CampaignTile campaign={campaign} coverSizes={GRID_COVER_SIZES[kind]} details={<CampaignFacts campaign={campaign} className="justify-between" />} />
            </li>
          ))
        : props.campaigns.map((campaign, index) => (
            <li key={campaign.id}>
              <CampaignTile campaign={campaign} coverSizes={GRID_COVER_SIZES[kind]} rank={props.ranked ? index + 1 : undefined} />
            </li>
          ))}
    </List>
  );
}

export function CampaignGridSkeleton({ count, label, detailed = false }: { count: number; label: string; detailed?: boolean }) {
  return (
    <div role="status" aria-live="polite" className={GRID_CLASSES[detailed ? "detailed" : "compact"]}>
      <span className="sr-only">{label}</span>
      {Array.from({ length: count }, (_, index) => (
        <CampaignTileSkeleton key={index} detailed={detailed} />
      ))}
    </div>
  );
}
