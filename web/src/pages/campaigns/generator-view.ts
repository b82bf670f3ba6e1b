import type { PublicCampaign } from "@twend/shared";
import type { DeviceAbilities } from "../../features/generator/device.ts";
import type { GenerationReport } from "../../features/generator/generation-report.ts";
import type { Generator } from "../../features/generator/use-generator.ts";
import type { PhotoBitmap, CampaignBackground } from "../../features/generator/generator-state.ts";

/** Everything both layouts (the narrow wizard and the wide columns) draw from. */
export interface GeneratorView {
  campaign: PublicCampaign;
  generator: Generator;
  background: CampaignBackground;
  photo: PhotoBitmap;
  device: DeviceAbilities;
  report: GenerationReport;
}
