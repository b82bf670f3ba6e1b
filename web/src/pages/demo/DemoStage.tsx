import { Trans, useLingui } from "@lingui/react/macro";
import { clsx } from "clsx";
import Check from "lucide-react/icons/check";
import Download from "lucide-react/icons/download";
import ImageUp from "lucide-react/icons/image-up";
import Link2 from "lucide-react/icons/link-2";
import UserRound from "lucide-react/icons/user-round";
import { DEMO_CAMPAIGN } from "./demo-steps.ts";

/** A drawing of the Twend at the given step: the frame fills in as the walkthrough goes on. */
export function DemoStage({ step }: { step: number }) {
  const { i18n } = useLingui();
  const hasSlots = step >= 1;
  const hasPhoto = step >= 3;

  return (
    <div aria-hidden="true" className="mx-auto w-full max-w-72 sm:max-w-80">
      <div className="flex items-center gap-2 rounded-t-2xl border border-b-0 border-slate-200 bg-slate-50 px-3 py-2">
        <span className="flex gap-1">
          <span className="size-2 rounded-full bg-rose-300" />
          <span className="size-2 rounded-full bg-amber-300" />
          <span className="size-2 rounded-full bg-emerald-300" />
        </span>
        <span dir="ltr" className="min-w-0 flex-1 truncate rounded-full bg-surface px-2.5 py-0.5 text-center text-[11px] text-slate-500 ring-1 ring-slate-200">
          {step >= 2 ? `twend.app${DEMO_CAMPAIGN.path}` : "twend.app/create"}
        </span>
      </div>
      <div className="relative aspect-square overflow-hidden rounded-b-2xl border border-slate-200 bg-slate-100 shadow-xl shadow-brand-900/10">
        {step === 0 ? (
          <div className="absolute inset-3 grid place-items-center rounded-xl border-2 border-dashed border-brand-300 bg-surface/70 motion-safe:animate-fade-in">
            <span className="flex flex-col items-center gap-2 text-sm font-semibold text-brand-800">
              <ImageUp className="size-8" />
              rivers-poster.png
            </span>
          </div>
        ) : null}
        <div
          className={clsx(
            "absolute inset-0 bg-linear-to-br from-sky-500 via-teal-500 to-emerald-600 transition-opacity duration-500",
            step > 0 ? "opacity-100" : "opacity-0",
          )}
        >
          <div className="absolute inset-x-0 bottom-0 h-1/3 bg-[radial-gradient(120%_100%_at_50%_100%,rgb(255_255_255/0.28),transparent)]" />
          <p className="absolute inset-x-0 top-4 text-center text-xs font-black tracking-[0.2em] text-white/90 uppercase">{i18n._(DEMO_CAMPAIGN.title)}</p>
        </div>
        {hasSlots ? (
          <>
            <div
              className={clsx(
                "absolute top-[24%] left-1/2 grid size-[42%] -translate-x-1/2 place-items-center overflow-hidden rounded-full transition-all duration-500",
                hasPhoto ? "bg-amber-100 ring-4 ring-white" : "border-2 border-dashed border-white/90 bg-white/15",
              )}
            >
              <UserRound className={clsx("size-3/5", hasPhoto ? "text-amber-700" : "text-white/90")} />
            </div>
            <p
              className={clsx(
                "absolute inset-x-4 top-[71%] truncate text-center text-lg font-bold text-white transition-opacity",
                step === 1 && "rounded-md outline-2 outline-white/80 outline-dashed",
              )}
            >
              {hasPhoto ? DEMO_CAMPAIGN.supporter : <Trans>Your name</Trans>}
            </p>
          </>
        ) : null}
        {step === 2 ? (
          <div className="absolute inset-x-3 bottom-3 flex items-center gap-2 rounded-xl bg-surface px-3 py-2 text-xs font-semibold text-slate-800 shadow-lg motion-safe:animate-fade-in">
            <Link2 className="size-4 shrink-0 text-brand-700" />
            <span className="truncate">
              <Trans>Link copied, ready to share</Trans>
            </span>
            <Check className="ms-auto size-4 shrink-0 text-emerald-600" />
          </div>
        ) : null}
        {step === 4 ? (
          <div className="absolute inset-x-3 bottom-3 flex items-center gap-2 rounded-xl bg-surface px-3 py-2 text-xs font-semibold text-slate-800 shadow-lg motion-safe:animate-fade-in">
            <Download className="size-4 shrink-0 text-brand-700" />
            <span dir="ltr" className="truncate">
              {DEMO_CAMPAIGN.file}
            </span>
            <Check className="ms-auto size-4 shrink-0 text-emerald-600" />
          </div>
        ) : null}
      </div>
    </div>
  );
}
