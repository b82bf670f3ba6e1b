import type { CampaignCard, CampaignListItem } from "@twend/shared";
import { clsx } from "clsx";
import { TwendCard } from "./TwendCard.tsx";
import { TwendCardSkeleton } from "./TwendCardSkeleton.tsx";
import { TwendFacts } from "./TwendFacts.tsx";
import { GRID_CLASSES, GRID_COVER_SIZES } from "./twend-grid-layout.ts";

type TwendGridProps = { label: string } & (
  | {
      twends: readonly CampaignCard[];
      detailed?: false;
      /** A ranked list is an <ol> and shows each position. */
      ranked?: boolean;
    }
  | { twends: readonly CampaignListItem[]; detailed: true; ranked?: never }
);

export function TwendGrid(props: TwendGridProps) {
  const List = props.ranked ? "ol" : "ul";
  const kind = props.detailed ? "detailed" : "compact";
  return (
    <List aria-label={props.label} className={clsx(GRID_CLASSES[kind], "list-none")}>
      {props.detailed
        ? props.twends.map((twend) => (
            <li key={twend.id}>
              <TwendCard twend={twend} coverSizes={GRID_COVER_SIZES[kind]} details={<TwendFacts twend={twend} className="justify-between" />} />
            </li>
          ))
        : props.twends.map((twend, index) => (
            <li key={twend.id}>
              <TwendCard twend={twend} coverSizes={GRID_COVER_SIZES[kind]} rank={props.ranked ? index + 1 : undefined} />
            </li>
          ))}
    </List>
  );
}

export function TwendGridSkeleton({ count, label, detailed = false }: { count: number; label: string; detailed?: boolean }) {
  return (
    <div role="status" aria-live="polite" className={GRID_CLASSES[detailed ? "detailed" : "compact"]}>
      <span className="sr-only">{label}</span>
      {Array.from({ length: count }, (_, index) => (
        <TwendCardSkeleton key={index} detailed={detailed} />
      ))}
    </div>
  );
}
