import { ArrowLeft, ArrowRight, SlidersHorizontal } from "lucide-react";
import { useEffect, useRef } from "react";
import { Button } from "../../components/ui/Button.tsx";
import { FormMessage } from "../../components/ui/FormMessage.tsx";
import { canContinue } from "../../features/generator/generator-state.ts";
import { GenerateButton } from "./GenerateButton.tsx";
import { AdjustPreview, GenerateProblems, PREVIEW_SIZE, ZoomFor } from "./GeneratorPieces.tsx";
import type { GeneratorView } from "./generator-view.ts";
import { PhotoAndName } from "./PhotoAndName.tsx";
import { ResultImage } from "./ResultImage.tsx";
import { ResultPanel } from "./ResultPanel.tsx";
import { WizardSteps } from "./WizardSteps.tsx";
import { dpAspect } from "./preview-box.ts";

const HEADINGS = { 1: "Add your photo", 2: "Adjust and generate", 3: "Download and share" } as const;

/** Narrow screens (spec section 2): 1 photo and name, 2 adjust with live preview and Generate, 3 result. */
export function GeneratorWizard({ view }: { view: GeneratorView }) {
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

  return (
    <section aria-labelledby="wizard-step-title" className="flex flex-col gap-5">
      <WizardSteps step={state.step} />
      <h2 id="wizard-step-title" ref={heading} tabIndex={-1} className="text-lg font-bold text-slate-950 outline-none">
        {HEADINGS[state.step]}
      </h2>
      {state.step === 1 ? (
        <>
          {/* Visitors decide on a photo by seeing the frame first; it fills in as they pick one. */}
          <AdjustPreview view={view} size={PREVIEW_SIZE.narrow} />
          <PhotoAndName generator={generator} includeText={campaign.include_text} onSubmit={generator.goNext} />
          <FormMessage>{state.error}</FormMessage>
          <Button size="lg" disabled={!canContinue(state, campaign.include_text)} onClick={generator.goNext} className="w-full">
            Continue
            <ArrowRight aria-hidden="true" className="size-5" />
          </Button>
        </>
      ) : null}
      {state.step === 2 ? (
        <>
          <AdjustPreview view={view} size={PREVIEW_SIZE.narrow} />
          <ZoomFor view={view} />
          <GenerateProblems view={view} />
          <div className="grid grid-cols-[auto_1fr] gap-3">
            <Button variant="secondary" size="lg" onClick={generator.goBack} disabled={state.generating}>
              <ArrowLeft aria-hidden="true" className="size-5" />
              Back
            </Button>
            <GenerateButton generator={generator} includeText={campaign.include_text} />
          </div>
        </>
      ) : null}
      {state.step === 3 && state.result ? (
        <>
          <ResultImage png={state.result.blob} title={campaign.title} aspect={dpAspect(campaign)} maxWidth={PREVIEW_SIZE.narrow} />
          <ResultPanel
            campaign={campaign}
            png={state.result.blob}
            name={campaign.include_text ? state.name : ""}
            content={view.share}
            caption={view.caption}
            device={view.device}
            report={view.report}
            onCreateAnother={generator.reset}
          />
          <Button variant="ghost" onClick={generator.adjust}>
            <SlidersHorizontal aria-hidden="true" className="size-4" />
            Adjust photo
          </Button>
        </>
      ) : null}
    </section>
  );
}
