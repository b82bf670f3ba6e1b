import { Trans, useLingui } from "@lingui/react/macro";
import ArrowLeft from "lucide-react/icons/arrow-left";
import type { ReactNode } from "react";
import { useLocation } from "wouter";
import { backTarget, WIZARD_STEPS, type WizardStep } from "../../features/studio/wizard-steps.ts";
import { formatInteger } from "../../lib/format.ts";

interface WizardHeaderProps {
  title: string;
  step: WizardStep;
  stepLabel: string;
  onStep: (step: WizardStep) => void;
  /** Beside the title, e.g. the editor's layout toggle. */
  aside?: ReactNode;
}

/** The wizard's top bar: its back arrow goes one step back, or to the dashboard from step 1. */
export function WizardHeader({ title, step, stepLabel, onStep, aside }: WizardHeaderProps) {
  const { i18n, t } = useLingui();
  const [, navigate] = useLocation();
  const target = backTarget(step);
  const number = formatInteger(i18n.locale, step);
  const total = formatInteger(i18n.locale, WIZARD_STEPS.length);
  return (
    <div className="flex items-center gap-3">
      <button
        type="button"
        onClick={() => (target === "/dashboard" ? navigate("/dashboard") : onStep(target))}
        aria-label={target === "/dashboard" ? t`Back to Dashboard` : t`Back to the previous step`}
        className="grid size-10 shrink-0 place-items-center rounded-full border border-slate-200 bg-surface text-slate-700 shadow-sm transition-colors hover:border-brand-300 hover:text-brand-800"
      >
        <ArrowLeft aria-hidden="true" className="size-5 rtl:-scale-x-100" />
      </button>
      <div className="min-w-0 flex-1">
        <h1 className="line-clamp-2 text-lg leading-snug font-extrabold tracking-tight break-words text-slate-950 sm:text-xl">{title}</h1>
        <p className="text-xs font-medium text-slate-500">
          <Trans>
            Step {number} of {total} · {stepLabel}
          </Trans>
        </p>
      </div>
      {aside}
    </div>
  );
}
