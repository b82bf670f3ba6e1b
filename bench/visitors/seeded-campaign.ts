import { campaignCardSchema, publicCampaignSchema, type ApiSuccess } from "@twend/shared";
import { waitForSeededCampaign } from "../page/seeded-app.ts";

/** The seeded Twend the visitors open. */
export interface VisitedCampaign {
  id: number;
  shortId: string;
  title: string;
}

// The generator bench's kind of Twend (see bench/generate/seed.ts): a 1080x1080 design that prints the visitor's name.
const SIZE = 1080;

const cards = campaignCardSchema.array();
const design = publicCampaignSchema.pick({ id: true, short_id: true, title: true, include_text: true, background_width: true, background_height: true });

async function apiData(origin: string, path: string): Promise<unknown> {
  const res = await fetch(origin + path);
  if (!res.ok) throw new Error(`GET ${path} answered ${res.status}: ${(await res.text()).slice(0, 200)}`);
  return ((await res.json()) as ApiSuccess<unknown>).data;
}

/**
 * The trending seeded Twend with the lowest id that prints the visitor's name on a 1080x1080
 * background, once the seed's jobs have drawn what its pages show (the thumbnails, copies and
 * link-preview card): measured before that, the visitors would share the server with them.
 */
export async function seededNameCampaign(origin: string): Promise<VisitedCampaign> {
  const trending = cards.parse(await apiData(origin, "/api/campaigns/trending"));
  const designs = await Promise.all(trending.map(async (card) => design.parse(await apiData(origin, `/api/campaigns/${encodeURIComponent(card.short_id)}`))));
  const campaign = designs
    .filter((d) => d.include_text && d.background_width === SIZE && d.background_height === SIZE)
    .sort((a, b) => a.id - b.id)
    .at(0);
  if (!campaign) throw new Error(`no trending ${SIZE}x${SIZE} Twend with name text: did the app seed its database?`);
  await waitForSeededCampaign(origin, campaign.title);
  return { id: campaign.id, shortId: campaign.short_id, title: campaign.title };
}
