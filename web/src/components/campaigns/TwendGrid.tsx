import type { CampaignCard } from "@twend/shared";
import { clsx } from "clsx";
import { TwendCard } from "./TwendCard.tsx";
import { TwendCardSkeleton } from "./TwendCardSkeleton.tsx";

const GRID = "grid grid-cols-2 gap-3 sm:gap-5 md:grid-cols-3 lg:grid-cols-4";

interface TwendGridProps {
  twends: readonly CampaignCard[];
  /** A ranked list is an <ol> and shows each position. */
  ranked?: boolean;
  label: string;
}

export function TwendGrid({ twends, ranked = false, label }: TwendGridProps) {
  const List = ranked ? "ol" : "ul";
  return (
    <List aria-label={label} className={clsx(GRID, "list-none")}>
      {twends.map((twend, index) => (
        <li key={twend.id}>
          <TwendCard twend={twend} rank={ranked ? index + 1 : undefined} />
        </li>
      ))}
    </List>
  );
}

export function TwendGridSkeleton({ count, label }: { count: number; label: string }) {
  return (
    <div role="status" aria-live="polite" className={GRID}>
      <span className="sr-only">{label}</span>
      {Array.from({ length: count }, (_, index) => (
        <TwendCardSkeleton key={index} />
      ))}
    </div>
  );
}
