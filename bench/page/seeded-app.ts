import { campaignCardSchema, publicCampaignSchema, type ApiSuccess } from "@twend/shared";
import { startServer, type RunningServer } from "../../e2e/support/start-server.ts";
import { PRODUCTION_ENV } from "../generate/app-server.ts";

const SEED_JOBS_TIMEOUT_MS = 180_000;
const POLL_MS = 1000;

/** The seeded Twend the campaign page shows, as the bare page copies it. */
export interface BenchCampaign {
  shortId: string;
  /** Path of the preview copy the campaign page shows on Lighthouse's phone (320 px frame at 1.75x). */
  previewImagePath: string;
}

const cards = campaignCardSchema.array();
const campaignPreview = publicCampaignSchema.pick({ short_id: true, preview_image_url: true, background_variants: true });

// Lighthouse's phone: the 320 px preview frame at a device pixel ratio of 1.75.
const PHONE_FRAME_PIXELS = 320 * 1.75;

async function apiData(origin: string, path: string): Promise<unknown> {
  const res = await fetch(origin + path);
  if (!res.ok) throw new Error(`GET ${path} answered ${res.status}: ${(await res.text()).slice(0, 200)}`);
  const body = (await res.json()) as ApiSuccess<unknown>;
  return body.data;
}

/**
 * The compiled server as `npm start` runs it on a fresh machine: production
 * mode, its embedded database, seeded on start. An empty database URL keeps it
 * embedded even where DATABASE_URL names a PostgreSQL.
 */
export async function startSeededApp(): Promise<RunningServer> {
  const server = await startServer({ databaseUrl: "", env: { ...PRODUCTION_ENV } });
  if (server.databaseUrl) {
    await server.stop();
    throw new Error("the app was started on PostgreSQL, not its embedded database");
  }
  return server;
}

/**
 * Finds the seeded Twend titled `title` in the home page's trending list and
 * waits until the seed's jobs have drawn what the pages show: every trending
 * card's thumbnail and preview copies, and the Twend's link-preview card. Measuring before that
 * would time the pages while the server still draws them.
 */
export async function waitForSeededCampaign(origin: string, title: string): Promise<BenchCampaign> {
  const deadline = Date.now() + SEED_JOBS_TIMEOUT_MS;
  for (;;) {
    const trending = cards.parse(await apiData(origin, "/api/campaigns/trending"));
    const card = trending.find((c) => c.title === title);
    if (!card) throw new Error(`no Twend titled ${JSON.stringify(title)} among the trending ones: did the app seed its database?`);
    const campaign = campaignPreview.parse(await apiData(origin, `/api/campaigns/${encodeURIComponent(card.short_id)}`));
    const shown = campaign.background_variants.find((variant) => variant.width >= PHONE_FRAME_PIXELS) ?? campaign.background_variants.at(-1);
    if (shown && campaign.preview_image_url && trending.every((c) => c.thumbnail_url && c.background_variants.length > 0)) {
      return { shortId: campaign.short_id, previewImagePath: shown.url };
    }
    if (Date.now() > deadline) throw new Error(`the seed's thumbnails and link-preview card were not drawn within ${SEED_JOBS_TIMEOUT_MS / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}
