import { type PublicCampaign, publicCampaignSchema } from "@twend/shared";

/** A public Twend whose background size is known, as every seeded one's is. */
export type SeededTwend = PublicCampaign & { background_width: number; background_height: number };

/** The fresh server's top trending Twend, read as the generator reads it. */
export async function topTrendingTwend(origin: string): Promise<SeededTwend> {
  const trending = (await (await fetch(`${origin}/api/campaigns/trending`)).json()) as { data: Array<{ short_id: string }> };
  const shortId = trending.data[0]?.short_id;
  if (!shortId) throw new Error("The seed has no trending Twend");
  const twend = publicCampaignSchema.parse(((await (await fetch(`${origin}/api/campaigns/${shortId}`)).json()) as { data: unknown }).data);
  const { background_width: width, background_height: height } = twend;
  if (width === null || height === null) throw new Error(`The seeded Twend ${shortId} has no background size`);
  return { ...twend, background_width: width, background_height: height };
}
