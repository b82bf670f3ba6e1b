import { createSharedDpInput, deleteSharedDpInput, LIMITS, MB } from "@twend/shared";
import type { FastifyInstance } from "fastify";
import { authLimiter } from "../auth/rate-limits.ts";
import type { AppContext } from "../context/app-context.ts";
import { createSharedDp } from "./create-shared-dp.ts";
import { deleteSharedDp } from "./delete-shared-dp.ts";
import { getSharedDp } from "./find-shared-dp.ts";

/** A 12 MB PNG is 16 MB as base64; the rest is room for the JSON around it. */
const DP_BODY_LIMIT = Math.ceil((LIMITS.sharedDpBytes * 4) / 3) + MB;

/** REST adapters of share pages (issue 7): publish, read and delete a visitor's DP. */
export async function sharedDpRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const createLimit = authLimiter(app, "sharedDpCreate");

  app.post("/api/shared-dps", { bodyLimit: DP_BODY_LIMIT }, async (req) => {
    // Counted before parsing so that rejected uploads still spend the budget.
    await createLimit(req);
    return { success: true, data: await createSharedDp(ctx, createSharedDpInput.parse(req.body)) };
  });

  app.get<{ Params: { id: string } }>("/api/shared-dps/:id", async (req) => ({ success: true, data: await getSharedDp(ctx, req.params.id) }));

  app.delete<{ Params: { id: string } }>("/api/shared-dps/:id", async (req) => {
    await deleteSharedDp(ctx, req.params.id, deleteSharedDpInput.parse(req.body));
    return { success: true };
  });
}
