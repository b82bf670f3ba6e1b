import { Trans } from "@lingui/react/macro";
import Sparkles from "lucide-react/icons/sparkles";

export function FeaturedBadge() {
  return (
    <span className="inline-flex items-center gap-1 rounded-full bg-amber-50 px-2.5 py-0.5 text-xs font-semibold text-amber-800 ring-1 ring-amber-200 ring-inset">
      <Sparkles aria-hidden="true" className="size-3" />
      <Trans>Featured</Trans>
    </span>
  );
}
