import type { PublicCampaign } from "@twend/shared";
import { lazy, useEffect } from "react";
import { Container } from "../../components/ui/Container.tsx";
import type { DeviceAbilities } from "../../features/generator/device.ts";
import { useGenerator } from "../../features/generator/use-generator.ts";
import { keepTwendOffline } from "../../features/offline/keep-twend-offline.ts";
import { OfflineNotice } from "../../features/offline/OfflineNotice.tsx";
import { ReportCampaign } from "../../features/reports/ReportCampaign.tsx";
import { lazyWithPreload } from "../../lib/lazy-with-preload.tsx";
import { useIsWide } from "../../lib/use-media-query.ts";
import { GeneratorWizard, preloadWizardLaterStep } from "./GeneratorWizard.tsx";
import type { GeneratorView } from "./generator-view.ts";
import { resultPanelCode } from "./LazyResultPanel.tsx";
import { CampaignIntro } from "./CampaignIntro.tsx";

// Rendered by the server for wide screens: once fetched, it renders at once, so the page hydrates in one go.
const generatorColumns = lazyWithPreload(() => import("./GeneratorColumns.tsx").then((module) => ({ default: module.GeneratorColumns })));
export const loadGeneratorColumns = generatorColumns.preload;
const GeneratorColumns = generatorColumns.Component;
const loadInAppBrowserHint = () => import("./InAppBrowserHint.tsx");
const InAppBrowserHint = lazy(() => loadInAppBrowserHint().then((module) => ({ default: module.InAppBrowserHint })));

/**
 * Parts only some visitors see, the two-column layout of wide screens and the hint of in-app
 * browsers, stay out of everyone else's download. The campaign page fetches them alongside the
 * Twend; until they are there its skeleton stays on screen, so nothing moves when they arrive.
 */
export function preloadGeneratorParts(wide: boolean, device: DeviceAbilities): void {
  // A failed prefetch costs nothing: the part fetches its code again when it renders.
  const ignore = () => undefined;
  if (wide) loadGeneratorColumns().catch(ignore);
  if (device.maybeInAppBrowser) loadInAppBrowserHint().catch(ignore);
}

/** The public generator: photo and name in, a finished PNG out, drawn in the browser. */
export function GeneratorPage({ campaign, device }: { campaign: PublicCampaign; device: DeviceAbilities }) {
  const generator = useGenerator(campaign, resultPanelCode);
  const wide = useIsWide();

  // A picked photo means a DP is on its way: the wizard's next step is fetched now so Continue shows it at once.
  const hasPhoto = generator.state.photo !== null;
  useEffect(() => {
    // A failed prefetch costs nothing: the step fetches its code again when it is shown.
    if (hasPhoto && !wide) preloadWizardLaterStep().catch(() => undefined);
  }, [hasPhoto, wide]);

  const backgroundUrl = campaign.background_image_url;
  useEffect(() => keepTwendOffline(backgroundUrl), [backgroundUrl]);

  const view: GeneratorView = { campaign, generator, background: generator.background, photo: generator.preview, device, report: generator.report };
  return (
    <Container className="py-6 sm:py-10">
      {device.maybeInAppBrowser ? <InAppBrowserHint userAgent={navigator.userAgent} /> : null}
      {wide ? (
        <GeneratorColumns view={view} />
      ) : (
        <div className="mx-auto flex max-w-md flex-col gap-6">
          <CampaignIntro campaign={campaign} compact />
          <GeneratorWizard view={view} />
        </div>
      )}
      <ReportCampaign campaignId={campaign.id} title={campaign.title} />
      <OfflineNotice />
    </Container>
  );
}
