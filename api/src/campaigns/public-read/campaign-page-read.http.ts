import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { sendCompressible } from "../../http/compressible-body.ts";
import type { AppContext } from "../../context/app-context.ts";
import { trpcHandler } from "../../trpc/trpc-plugin.ts";
import { cachedPublicCampaign } from "./get-public-campaign.ts";
import type { CachedCampaign, WireFormat } from "./public-campaign-cache.ts";

const PROCEDURE = "campaigns.byShortId";
// What tRPC answers a query with, as its published HTTP RPC specification (trpc.io/docs/rpc) sets it
// out: its content type and Vary, and its body alone or as a batch of one (the SPA's httpBatchLink
// asks for a batch even of a single query). campaign-page-read.http.test.ts holds these bytes to the
// ones tRPC itself answers, so an upgrade that changed them fails there rather than in a browser.
const TRPC_TYPE = "application/json";
const TRPC_VARY = "trpc-accept, accept";
const single: WireFormat = (data) => JSON.stringify({ result: { data } });
const batchOfOne: WireFormat = (data) => JSON.stringify([{ result: { data } }]);

interface PageReadQuery {
  batch?: string | string[];
  input?: string | string[];
}

/**
 * The Twend in a `campaigns.byShortId` call when memory has it. Only the query forms
 * the SPA's tRPC links send are read here (plain JSON, as one call or a batch of one);
 * anything else, a streaming answer included, is undefined and left to tRPC.
 */
function cachedFor(ctx: AppContext, req: FastifyRequest<{ Querystring: PageReadQuery }>, batched: boolean): CachedCampaign | undefined {
  const { input } = req.query;
  if (typeof input !== "string" || req.headers["trpc-accept"] !== undefined || req.headers.accept?.includes("application/jsonl")) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(input);
  } catch {
    return undefined;
  }
  const call: unknown = batched && isRecord(parsed) ? parsed["0"] : parsed;
  // `source` is not looked at: the schema never refuses it, and a read from memory counts no view.
  return isRecord(call) ? cachedPublicCampaign(ctx, stringOr(call.shortId), call.sessionId) : undefined;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null;
// A short id that is not a string is never a cache key; the schema refuses it when tRPC runs the call.
const stringOr = (value: unknown): string => (typeof value === "string" ? value : "");

/**
 * GET /trpc/campaigns.byShortId, the read of a campaign page the server did not render, outside the
 * session scope (no cookie is decrypted for it). A Twend in the per-process cache,
 * with no view to count, is answered from the cached Twend's serialised tRPC answer;
 * every other call (one that counts a view, a miss, a bad input) runs the procedure
 * through tRPC itself, so the procedure keeps its one definition and its answers,
 * errors included, are tRPC's.
 */
export async function campaignPageReadRoute(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const handle = trpcHandler(app, ctx);
  app.get<{ Querystring: PageReadQuery }>(
    `/trpc/${PROCEDURE}`,
    // HEAD goes on to the generic tRPC route, which answers it as tRPC does.
    { exposeHeadRoute: false },
    (req, reply: FastifyReply) => {
      const batched = req.query.batch === "1";
      const cached = cachedFor(ctx, req, batched);
      if (!cached) return handle(req, reply, PROCEDURE);
      reply.header("vary", TRPC_VARY);
      return sendCompressible(req, reply, cached.answer(batched ? batchOfOne : single), TRPC_TYPE);
    },
  );
}
