import { useLingui } from "@lingui/react/macro";
import { CampaignStats } from "./CampaignStats.tsx";
import { GenerateButton } from "./GenerateButton.tsx";
import { AdjustFor, GenerateProblems } from "./GeneratorControls.tsx";
import { AdjustPreview, PREVIEW_SIZE } from "./GeneratorPieces.tsx";
import type { GeneratorView } from "./generator-view.ts";
import { LazyResultPanel } from "./LazyResultPanel.tsx";
import { PhotoAndName } from "./PhotoAndName.tsx";
import { ResultImage } from "./ResultImage.tsx";
import { CampaignIntro } from "./CampaignIntro.tsx";
import { dpAspect } from "./preview-box.ts";

/** Wide screens: the preview beside the form; the finished image takes the preview's place. */
export function GeneratorColumns({ view }: { view: GeneratorView }) {
  const { t } = useLingui();
  const { campaign, generator } = view;
  const { state } = generator;
  return (
    <div className="grid items-start gap-10 md:grid-cols-[minmax(0,400px)_minmax(0,1fr)] lg:gap-14">
      <div className="md:sticky md:top-24">
        {state.result ? (
          <ResultImage src={state.result.url} title={campaign.title} aspect={dpAspect(campaign)} maxWidth={PREVIEW_SIZE.wide} />
        ) : (
          <AdjustPreview view={view} size={PREVIEW_SIZE.wide} />
        )}
      </div>
      <div className="flex max-w-xl flex-col gap-6">
        <CampaignIntro campaign={campaign} compact={false}>
          <CampaignStats campaign={campaign} />
        </CampaignIntro>
        <section aria-label={t`Make your DP`} className="flex flex-col gap-5 rounded-3xl border border-slate-200/80 bg-surface p-6 shadow-card">
          <PhotoAndName generator={generator} includeText={campaign.include_text} />
          <AdjustFor view={view} />
          <GenerateProblems view={view} />
          {state.result ? null : <GenerateButton generator={generator} includeText={campaign.include_text} className="w-full" />}
        </section>
        {state.result ? <LazyResultPanel view={view} result={state.result} /> : null}
      </div>
    </div>
  );
}
