import type { MessageDescriptor } from "@lingui/core";
import { Trans, useLingui } from "@lingui/react/macro";
import { clsx } from "clsx";
import Check from "lucide-react/icons/check";
import { WIZARD_STEPS, type WizardStep } from "../../features/studio/wizard-steps.ts";

interface WizardProgressProps {
  labels: Readonly<Record<WizardStep, MessageDescriptor>>;
  current: WizardStep;
  /** Going back to a finished step is always allowed; forward moves go through Continue and its checks. */
  onGoBack: (step: WizardStep) => void;
}

/**
 * The four steps, each label whole: on a 320 px phone a column is narrower than
 * "Background Image" in one line, so labels wrap between words in a smaller
 * type, and a finished step shows its check only where there is room for it.
 */
export function WizardProgress({ labels, current, onGoBack }: WizardProgressProps) {
  const { i18n, t } = useLingui();
  return (
    <nav aria-label={t`Progress`}>
      <ol className="grid grid-cols-4 gap-1.5 sm:gap-2">
        {WIZARD_STEPS.map((step) => {
          const done = step < current;
          const here = step === current;
          const label = i18n._(labels[step]);
          const content = (
            <>
              <span
                className={clsx(
                  "h-1.5 w-full rounded-full transition-colors",
                  done || here ? "bg-linear-to-r from-brand-600 to-accent-500 rtl:bg-linear-to-l" : "bg-slate-200",
                )}
              />
              <span
                className={clsx(
                  "mt-2 flex w-full min-w-0 items-start gap-1 text-[11px] leading-tight font-medium sm:text-xs sm:font-semibold",
                  here ? "text-brand-800" : done ? "text-slate-700" : "text-slate-500",
                )}
              >
                {done ? <Check aria-hidden="true" className="hidden size-3.5 shrink-0 sm:block" /> : null}
                <span className="min-w-0">{label}</span>
              </span>
            </>
          );
          return (
            <li key={step} aria-current={here ? "step" : undefined} className="min-w-0">
              {done ? (
                <button type="button" onClick={() => onGoBack(step)} className="flex w-full flex-col items-start rounded text-start" title={label}>
                  {content}
                  <span className="sr-only">
                    <Trans>, completed: go back to this step</Trans>
                  </span>
                </button>
              ) : (
                <div className="flex flex-col items-start" title={label}>
                  {content}
                </div>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
