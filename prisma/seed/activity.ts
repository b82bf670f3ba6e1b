import { random } from "./paint.ts";

/**
 * What happened to a seeded Twend, as a funnel: every view is a visitor's
 * session, some of those made a DP (generations), fewer downloaded it, some
 * shared it. The Twend's counters are these numbers and the seeded `actions`
 * rows are exactly these many, so every rate the admin and creator screens
 * derive from them stays a real fraction.
 */
export interface SeedActivity {
  views: number;
  generations: number;
  downloads: number;
  shares: number;
}

/** The page the app records visits of (the home page), where the seeded visitors arrive. */
export const SEED_VISIT_PATH = "/";
/** Visitors who looked at the home page and left without opening a Twend, per day of the seeded history. */
export const SEED_BOUNCES_PER_DAY = 33;
/** How far back the bounced visits go; the oldest seeded Twend is younger. */
export const SEED_HISTORY_DAYS = 42;

type ActionType = "view" | "generation" | "download" | "share";

export interface ActionRow {
  session_id: string;
  campaign_id: number;
  type: ActionType;
  created_at: string;
}

export interface VisitRow {
  session_id: string;
  page_path: string;
  created_at: string;
}

export interface ActivityPlan {
  visits: VisitRow[];
  actions: ActionRow[];
}

export interface SeededCampaign {
  id: number;
  createdAt: Date;
  activity: SeedActivity;
}

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;
/** A session's steps, after its arrival on the home page: open the Twend, make the DP, download it, share it. */
const STEP_OFFSET_MS: Record<ActionType, number> = { view: 20_000, generation: 75_000, download: 90_000, share: 120_000 };
/** Every session ends before the seeding moment. */
const SESSION_MS = 3 * MINUTE_MS;

/**
 * Activity spreads over a Twend's life, busier near its launch, as links are
 * shared most in their first days: the arrival's position in the life is a
 * uniform draw raised to this power.
 */
const LAUNCH_SKEW = 2.5;

/**
 * Visits and actions for the seeded Twends, deterministic for a given `now`
 * and set of campaigns. Each view's session arrives on the home page (one
 * visit), opens the Twend, and the first sessions of the funnel go on to
 * generate, download and share, so downloads <= generations <= views <= visits.
 */
export function planActivity(campaigns: readonly SeededCampaign[], now: Date): ActivityPlan {
  const visits: VisitRow[] = [];
  const actions: ActionRow[] = [];
  const end = now.getTime() - SESSION_MS;
  for (const { id, createdAt, activity } of campaigns) {
    const rand = random(id * 7919);
    const life = Math.max(0, end - createdAt.getTime());
    for (let n = 0; n < activity.views; n++) {
      const session = `seed-${id}-${n}`;
      const arrival = createdAt.getTime() + life * rand() ** LAUNCH_SKEW;
      visits.push({ session_id: session, page_path: SEED_VISIT_PATH, created_at: new Date(arrival).toISOString() });
      const steps: ActionType[] = ["view"];
      if (n < activity.generations) steps.push("generation");
      if (n < activity.downloads) steps.push("download");
      if (n < activity.shares) steps.push("share");
      for (const type of steps) {
        actions.push({ session_id: session, campaign_id: id, type, created_at: new Date(arrival + STEP_OFFSET_MS[type]).toISOString() });
      }
    }
  }
  const rand = random(4242);
  const bounces = SEED_BOUNCES_PER_DAY * SEED_HISTORY_DAYS;
  for (let n = 0; n < bounces; n++) {
    const arrival = end - rand() * SEED_HISTORY_DAYS * DAY_MS;
    visits.push({ session_id: `seed-home-${n}`, page_path: SEED_VISIT_PATH, created_at: new Date(arrival).toISOString() });
  }
  return { visits, actions };
}
