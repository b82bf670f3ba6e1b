import type { CampaignCard, CampaignListItem } from "@twend/shared";
import { clsx } from "clsx";
import { TwendCard } from "./TwendCard.tsx";
import { TwendCardSkeleton } from "./TwendCardSkeleton.tsx";
import { TwendFacts } from "./TwendFacts.tsx";

const GRIDS = {
  /** The home page's short lists: two small cards side by side even on phones. */
  compact: "grid grid-cols-2 gap-3 sm:gap-5 md:grid-cols-3 lg:grid-cols-4",
  /** Browse (spec: 1 to 4 columns by width): cards carry more facts, so only phones of 360 px and up fit two. */
  detailed: "grid grid-cols-1 gap-3 min-[22.5rem]:grid-cols-2 sm:gap-5 md:grid-cols-3 lg:grid-cols-4",
} as const;

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
  return (
    <List aria-label={props.label} className={clsx(GRIDS[props.detailed ? "detailed" : "compact"], "list-none")}>
      {props.detailed
        ? props.twends.map((twend) => (
            <li key={twend.id}>
              <TwendCard twend={twend} details={<TwendFacts twend={twend} className="justify-between" />} />
            </li>
          ))
        : props.twends.map((twend, index) => (
            <li key={twend.id}>
              <TwendCard twend={twend} rank={props.ranked ? index + 1 : undefined} />
            </li>
          ))}
    </List>
  );
}

export function TwendGridSkeleton({ count, label, detailed = false }: { count: number; label: string; detailed?: boolean }) {
  return (
    <div role="status" aria-live="polite" className={GRIDS[detailed ? "detailed" : "compact"]}>
      <span className="sr-only">{label}</span>
      {Array.from({ length: count }, (_, index) => (
        <TwendCardSkeleton key={index} detailed={detailed} />
      ))}
    </div>
  );
}
