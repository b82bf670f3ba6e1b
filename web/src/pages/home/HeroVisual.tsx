import { Trans } from "@lingui/react/macro";
import Sparkles from "lucide-react/icons/sparkles";
import UserRound from "lucide-react/icons/user-round";
import Zap from "lucide-react/icons/zap";
import { PRODUCT_NAME } from "@twend/shared";

/** A drawn (not photographed) example of a finished Twend, so the hero explains the product without loading images. */
export function HeroVisual() {
  return (
    <div aria-hidden="true" className="relative mx-auto w-full max-w-[19rem] sm:max-w-sm">
      <div className="absolute -inset-6 rounded-[2.5rem] bg-linear-to-br from-brand-400/30 via-accent-400/20 to-amber-300/30 blur-2xl" />
      <div className="relative rotate-2 overflow-hidden rounded-3xl bg-surface shadow-2xl shadow-brand-900/20 ring-1 ring-slate-900/5 transition-transform duration-500 motion-safe:hover:rotate-0">
        <div className="relative aspect-square bg-linear-to-br from-brand-700 via-brand-600 to-accent-500">
          <div className="absolute inset-0 bg-[radial-gradient(circle_at_20%_15%,rgb(255_255_255/0.28),transparent_45%),radial-gradient(circle_at_85%_90%,rgb(251_191_36/0.45),transparent_40%)]" />
          <div className="absolute inset-x-0 top-6 text-center text-[0.7rem] font-bold tracking-[0.3em] text-white/85 uppercase">
            <Trans comment="The top line of the sample frame drawn on the home page">I stand with</Trans>
          </div>
          <div className="absolute inset-x-0 top-11 text-center text-2xl font-black tracking-tight text-white sm:text-3xl">
            <Trans comment="The campaign named on the sample frame drawn on the home page">Clean Rivers Day</Trans>
          </div>
          {/* The sample picture's face keeps its own colours in the dark scheme, as a real DP does (amber-100 to rose-200). */}
          <div className="absolute top-1/2 left-1/2 grid size-32 -translate-x-1/2 -translate-y-[35%] place-items-center rounded-full bg-linear-to-b from-[oklch(96.2%_0.059_95.617)] to-[oklch(89.2%_0.058_10.001)] ring-4 ring-white shadow-lg sm:size-36">
            <UserRound className="size-20 text-rose-400/80" strokeWidth={1.5} />
          </div>
          <div className="absolute inset-x-0 bottom-6 text-center text-lg font-bold text-white drop-shadow">
            <bdi>Amara O.</bdi>
          </div>
        </div>
        <div className="flex items-center justify-center gap-1.5 py-2.5 text-xs font-medium text-slate-500">
          <Trans>
            Made with <span className="font-bold text-brand-700">{PRODUCT_NAME}</span>
          </Trans>
        </div>
      </div>
      <div className="absolute start-2 -bottom-9 flex items-center gap-2 rounded-2xl bg-surface px-3 py-2 text-xs font-semibold text-slate-800 shadow-xl ring-1 ring-slate-900/5 sm:-start-8">
        <span className="grid size-7 place-items-center rounded-full bg-amber-100 text-amber-600">
          <Zap className="size-4" />
        </span>
        <Trans>Ready in under 30 s</Trans>
      </div>
      <div className="absolute end-2 -top-9 flex items-center gap-2 rounded-2xl bg-surface px-3 py-2 text-xs font-semibold text-slate-800 shadow-xl ring-1 ring-slate-900/5 sm:-end-6">
        <span className="grid size-7 place-items-center rounded-full bg-brand-100 text-brand-700">
          <Sparkles className="size-4" />
        </span>
        <Trans>AI caption ready</Trans>
      </div>
    </div>
  );
}
