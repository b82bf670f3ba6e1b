import rateLimit from "@fastify/rate-limit";
import { MESSAGES } from "@twend/shared";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { AppContext } from "../context/app-context.ts";
import { HttpError } from "../http/http-error.ts";
import { createRateLimitStore } from "./rate-limit-store.ts";

interface Window {
  max: number;
  timeWindow: number;
}

const MINUTE = 60_000;

/**
 * Budgets for the endpoints that guess or spam: per address a client can
 * reach (IP) and, where the body names an account, per account, so spreading a
 * guessing run across many IPs still stops at the account.
 */
export const AUTH_RATE_LIMITS = {
  // Every attempt from one address; failures per account are LoginAttempts' budgets, which cannot lock the owner out.
  login: { ip: { max: 30, timeWindow: MINUTE } },
  register: { ip: { max: 20, timeWindow: 60 * MINUTE } },
  forgotPassword: { ip: { max: 10, timeWindow: 15 * MINUTE }, account: { max: 3, timeWindow: 15 * MINUTE } },
  resetPassword: { ip: { max: 20, timeWindow: 15 * MINUTE } },
  googleSession: { ip: { max: 30, timeWindow: MINUTE } },
  // Each share page stores a PNG of up to 12 MB for 30 days, so a client cannot publish them by the thousand.
  sharedDpCreate: { ip: { max: 20, timeWindow: 60 * MINUTE } },
  // Reports hide Twends at a threshold of distinct sessions; one address must not make up many of them.
  campaignReport: { ip: { max: 10, timeWindow: 60 * MINUTE } },
  // Each message is stored and mailed to the team; each subscription may send a welcome mail.
  contactSubmit: { ip: { max: 5, timeWindow: 60 * MINUTE } },
  newsletterSubscribe: { ip: { max: 10, timeWindow: 60 * MINUTE } },
  // A link-preview card missing for the current version is drawn on demand; stored cards are served freely.
  previewCardDraw: { ip: { max: 20, timeWindow: MINUTE } },
  // Each call stores the photo and queues a render kept for a day (RENDER_TTL_HOURS). Only browsers that cannot draw and
  // outside clients send photos; a visitor makes a few, trying another photo or name, so a household or an office sharing
  // one address stays well under it while a script fills neither the disk nor the queue.
  generateDp: { ip: { max: 30, timeWindow: 60 * MINUTE } },
  // A count of a DP the browser drew: a visitor tries another photo or name a few times; the session counts once.
  trackGeneration: { ip: { max: 60, timeWindow: 10 * MINUTE } },
  // A download and a share or two per DP made; the generation budgets make sixty a generous ceiling.
  trackAction: { ip: { max: 60, timeWindow: 10 * MINUTE } },
  // A view is counted once per Twend and session on a page load; a minute's worth is many pages, for many people behind
  // one address. Past it GET /api/campaigns/{shortId} still answers, without counting.
  viewCount: { ip: { max: 60, timeWindow: MINUTE } },
  // Each batch stores up to a ZIP of photos and queues hundreds of renders; a creator fixing a CSV retries a few times.
  batchCreate: { ip: { max: 20, timeWindow: 60 * MINUTE } },
  // A batch's ZIP by its signed link; checked before the signature, so guessing links is bounded too.
  batchDownload: { ip: { max: 30, timeWindow: MINUTE } },
  // Sent once per home-page load.
  trackVisit: { ip: { max: 60, timeWindow: MINUTE } },
  // Asked as a visitor types (a pause of 150 ms between asks): a few a second while typing, for a few people behind
  // one address; a script sending distinct texts, each a search the cache has not kept, stops here.
  campaignSuggest: { ip: { max: 300, timeWindow: MINUTE } },
  // A page load reports at most a few errors (CLIENT_ERROR_REPORTS.perPageLoad); each is a log line, so a script cannot
  // flood the log, while a household reloading a broken page stays well within it.
  clientErrorReport: { ip: { max: 30, timeWindow: 10 * MINUTE } },
} as const satisfies Record<string, { ip: Window; account?: Window }>;

export type AuthLimitName = keyof typeof AUTH_RATE_LIMITS;

/**
 * Counters live in Redis when there is one, so every API process shares them; else, and while Redis
 * cannot be reached, in each process's memory (createRateLimitStore): budgets never switch off.
 */
export async function registerRateLimiting(app: FastifyInstance, ctx: AppContext): Promise<void> {
  await app.register(rateLimit, { global: false, store: createRateLimitStore(ctx.redis, `${ctx.config.queuePrefix}-rl:`) });
}

/** A check to run in a handler: throws 429 when either the IP's or the account's budget is spent. */
export function authLimiter(app: FastifyInstance, name: AuthLimitName): (req: FastifyRequest, account?: string) => Promise<void> {
  const limits: { ip: Window; account?: Window } = AUTH_RATE_LIMITS[name];
  const accountOf = new WeakMap<FastifyRequest, string>();
  const byIp = app.createRateLimit({ ...limits.ip, keyGenerator: (req) => `${name}:ip:${req.ip}` });
  const byAccount = limits.account ? app.createRateLimit({ ...limits.account, keyGenerator: (req) => `${name}:account:${accountOf.get(req) ?? ""}` }) : undefined;
  return async (req, account) => {
    const checks = [byIp(req)];
    if (byAccount && account) {
      accountOf.set(req, account);
      checks.push(byAccount(req));
    }
    for (const result of await Promise.all(checks)) {
      // isAllowed only means "on the allow list"; a counted request is refused once it exceeds the budget.
      if (!result.isAllowed && result.isExceeded) {
        throw new HttpError(429, MESSAGES.tooManyRequests, { "retry-after": String(result.ttlInSeconds) });
      }
    }
  };
}
