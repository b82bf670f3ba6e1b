import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { clsx } from "clsx";
import type { GeneratorStep } from "../../features/generator/generator-state.ts";

const STEPS = [msg`Photo`, msg`Adjust`, msg`Share`] as const;

/** Where the visitor is in the three steps. */
export function WizardSteps({ step }: { step: GeneratorStep }) {
  const { i18n, t } = useLingui();
  return (
    <ol className="grid grid-cols-3 gap-2" aria-label={t`Step ${step} of 3`}>
      {STEPS.map((label, index) => {
        const number = index + 1;
        const name = i18n._(label);
        return (
          <li key={label.id} aria-current={number === step ? "step" : undefined} className="flex flex-col gap-1.5">
            <span className={clsx("h-1.5 rounded-full", number <= step ? "bg-brand-600" : "bg-slate-200")} />
            <span className={clsx("text-xs font-medium", number === step ? "text-brand-800" : "text-slate-500")}>
              <Trans>
                {number}. {name}
              </Trans>
            </span>
          </li>
        );
      })}
    </ol>
  );
}
