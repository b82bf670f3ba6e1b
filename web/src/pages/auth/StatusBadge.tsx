import { clsx } from "clsx";
import type { LucideIcon } from "lucide-react";

const TONES = {
  brand: "bg-brand-100 text-brand-700",
  success: "bg-emerald-100 text-emerald-700",
  error: "bg-rose-100 text-rose-600",
} as const;

/** The round icon on top of a status card (loading, success, failure). */
export function StatusBadge({ icon: Icon, tone, spin = false }: { icon: LucideIcon; tone: keyof typeof TONES; spin?: boolean }) {
  return (
    <span className={clsx("mx-auto grid size-14 place-items-center rounded-2xl", TONES[tone])}>
      <Icon aria-hidden="true" className={clsx("size-7", spin && "animate-spin")} />
    </span>
  );
}
