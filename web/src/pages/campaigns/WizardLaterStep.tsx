import { Trans } from "@lingui/react/macro";
import ArrowLeft from "lucide-react/icons/arrow-left";
import SlidersHorizontal from "lucide-react/icons/sliders-horizontal";
import { Button } from "../../components/ui/Button.tsx";
import { GenerateButton } from "./GenerateButton.tsx";
import { AdjustFor, GenerateProblems } from "./GeneratorControls.tsx";
import { AdjustPreview, PREVIEW_SIZE } from "./GeneratorPieces.tsx";
import type { GeneratorView } from "./generator-view.ts";
import { LazyResultPanel } from "./LazyResultPanel.tsx";
import { ResultImage } from "./ResultImage.tsx";
import { dpAspect } from "./preview-box.ts";

/** The wizard's steps after the first: 2 adjust with live preview and Generate, 3 result. */
export function WizardLaterStep({ view }: { view: GeneratorView }) {
  const { campaign, generator } = view;
  const { state } = generator;
  if (state.step === 2) {
    return (
      <>
        <AdjustPreview view={view} size={PREVIEW_SIZE.narrow} />
        <AdjustFor view={view} />
        <GenerateProblems view={view} />
        <div className="grid grid-cols-[auto_1fr] gap-3">
          <Button variant="secondary" size="lg" onClick={generator.goBack} disabled={state.phase === "generating"}>
            <ArrowLeft aria-hidden="true" className="size-5 rtl:-scale-x-100" />
            <Trans>Back</Trans>
          </Button>
          <GenerateButton generator={generator} includeText={campaign.include_text} />
        </div>
      </>
    );
  }
  if (state.step === 3 && state.result) {
    return (
      <>
        <ResultImage src={state.result.url} title={campaign.title} aspect={dpAspect(campaign)} maxWidth={PREVIEW_SIZE.narrow} />
        <LazyResultPanel view={view} result={state.result} />
        <Button variant="ghost" onClick={generator.adjust}>
          <SlidersHorizontal aria-hidden="true" className="size-4" />
          <Trans>Adjust photo</Trans>
        </Button>
      </>
    );
  }
  return null;
}
