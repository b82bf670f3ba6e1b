import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import ArrowRight from "lucide-react/icons/arrow-right";
import { lazy, startTransition, useEffect, useRef } from "react";
import { Button } from "../../components/ui/Button.tsx";
import { FormMessage } from "../../components/ui/FormMessage.tsx";
import { canContinue, type GeneratorStep } from "../../features/generator/generator-state.ts";
import { AdjustPreview, PREVIEW_SIZE } from "./GeneratorPieces.tsx";
import type { GeneratorView } from "./generator-view.ts";
import { PhotoAndName } from "./PhotoAndName.tsx";
import { WizardSteps } from "./WizardSteps.tsx";

const HEADINGS: Record<GeneratorStep, MessageDescriptor> = { 1: msg`Add your photo`, 2: msg`Adjust and generate`, 3: msg`Download and share` };

/**
 * Steps 2 and 3 come only after a photo is picked, so their code stays out of the first load;
 * `preloadWizardLaterStep` fetches it as soon as there is a photo.
 */
export const preloadWizardLaterStep = () => import("./WizardLaterStep.tsx");

const WizardLaterStep = lazy(() => preloadWizardLaterStep().then((module) => ({ default: module.WizardLaterStep })));

/** Narrow screens: 1 photo and name, 2 adjust with live preview and Generate, 3 result. */
export function GeneratorWizard({ view }: { view: GeneratorView }) {
  const { i18n } = useLingui();
  const { campaign, generator } = view;
  const { state } = generator;
  const heading = useRef<HTMLHeadingElement>(null);
  const firstStep = useRef(true);

  // A new step replaces the whole panel; moving focus to its heading tells screen readers where they are.
  useEffect(() => {
    if (firstStep.current) {
      firstStep.current = false;
      return;
    }
    heading.current?.focus();
  }, [state.step]);

  // As a transition, step 1 stays on screen until step 2's code has arrived, instead of a blank panel.
  const goNext = () => startTransition(generator.goNext);

  return (
    <section aria-labelledby="wizard-step-title" className="flex flex-col gap-5">
      <WizardSteps step={state.step} />
      <h2 id="wizard-step-title" ref={heading} tabIndex={-1} className="text-lg font-bold text-slate-950 outline-none">
        {i18n._(HEADINGS[state.step])}
      </h2>
      {state.step === 1 ? (
        <>
          {/* Visitors decide on a photo by seeing the frame first; it fills in as they pick one. */}
          <AdjustPreview view={view} size={PREVIEW_SIZE.narrow} />
          <PhotoAndName generator={generator} includeText={campaign.include_text} onSubmit={goNext} />
          <FormMessage>{state.error}</FormMessage>
          <Button size="lg" disabled={!canContinue(state, campaign.include_text)} onClick={goNext} className="w-full">
            <Trans>Continue</Trans>
            <ArrowRight aria-hidden="true" className="size-5 rtl:-scale-x-100" />
          </Button>
        </>
      ) : (
        <WizardLaterStep view={view} />
      )}
    </section>
  );
}
