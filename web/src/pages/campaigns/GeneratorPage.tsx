import type { PublicCampaign } from "@twend/shared";
import { useMemo, useState } from "react";
import { Container } from "../../components/ui/Container.tsx";
import { fillCaption } from "../../features/generator/caption.ts";
import { readDeviceAbilities } from "../../features/generator/device.ts";
import { shareContent } from "../../features/generator/share-links.ts";
import { useGenerationReport } from "../../features/generator/use-generation-report.ts";
import { useGenerator } from "../../features/generator/use-generator.ts";
import { usePhotoBitmap } from "../../features/generator/use-photo-bitmap.ts";
import { useTwendBackground } from "../../features/generator/use-twend-background.ts";
import { twendShareUrl } from "../../features/share/share-url.ts";
import { useIsWide } from "../../lib/use-media-query.ts";
import { GeneratorColumns } from "./GeneratorColumns.tsx";
import { GeneratorWizard } from "./GeneratorWizard.tsx";
import type { GeneratorView } from "./generator-view.ts";
import { InAppBrowserHint } from "./InAppBrowserHint.tsx";
import { TwendIntro } from "./TwendIntro.tsx";

/** The public generator: photo and name in, a finished PNG out, drawn in the browser. */
export function GeneratorPage({ campaign }: { campaign: PublicCampaign }) {
  // Started as soon as the Twend is known, so the design is decoded while the visitor picks a photo.
  const background = useTwendBackground(campaign.background_image_url);
  const report = useGenerationReport(campaign.id);
  const generator = useGenerator(campaign, background, report);
  const photo = usePhotoBitmap(generator.state.photo?.file ?? null);
  const [device] = useState(readDeviceAbilities);
  const wide = useIsWide();

  const name = campaign.include_text ? generator.state.name : "";
  const { share, caption } = useMemo(() => {
    const link = twendShareUrl(window.location.origin, campaign.short_id);
    const filled = campaign.caption_template ? fillCaption(campaign.caption_template, { name, title: campaign.title, link }) : null;
    return { share: shareContent(campaign.title, link, filled), caption: filled || null };
  }, [campaign, name]);

  const view: GeneratorView = { campaign, generator, background, photo, device, report, share, caption };
  return (
    <Container className="py-6 sm:py-10">
      {device.inAppBrowser ? (
        <div className="mb-6">
          <InAppBrowserHint app={device.inAppBrowser} />
        </div>
      ) : null}
      {wide ? (
        <GeneratorColumns view={view} intro={<TwendIntro campaign={campaign} compact={false} />} />
      ) : (
        <div className="mx-auto flex max-w-md flex-col gap-6">
          <TwendIntro campaign={campaign} compact />
          <GeneratorWizard view={view} />
        </div>
      )}
    </Container>
  );
}
