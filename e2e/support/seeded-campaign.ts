import { type PublicCampaign, publicCampaignSchema } from "@twend/shared";

/** A public Twend whose background size is known, as every seeded one's is. */
export type SeededCampaign = PublicCampaign & { background_width: number; background_height: number };

/** The fresh server's top trending Twend, read as the generator reads it. */
export async function topTrendingCampaign(origin: string): Promise<SeededCampaign> {
  const trending = (await (await fetch(`${origin}/api/campaigns/trending`)).json()) as { data: Array<{ short_id: string }> };
  const shortId = trending.data[0]?.short_id;
  if (!shortId) throw new Error("The seed has no trending Twend");
  const campaign = publicCampaignSchema.parse(((await (await fetch(`${origin}/api/campaigns/${shortId}`)).json()) as { data: unknown }).data);
  const { background_width: width, background_height: height } = campaign;
  if (width === null || height === null) throw new Error(`The seeded Twend ${shortId} has no background size`);
  return { ...campaign, background_width: width, background_height: height };
}
