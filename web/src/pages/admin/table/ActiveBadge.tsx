import { clsx } from "clsx";
import { StatusPill } from "./StatusPill.tsx";

/** Active or Inactive, for a Twend or an account. */
export function ActiveBadge({ active }: { active: boolean }) {
  return (
    <StatusPill tone={active ? "positive" : "neutral"}>
      <span aria-hidden="true" className={clsx("size-1.5 rounded-full", active ? "bg-emerald-500" : "bg-slate-400")} />
      {active ? "Active" : "Inactive"}
    </StatusPill>
  );
}
