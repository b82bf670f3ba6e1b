import { deleteSharedDpInput } from "@twend/shared";
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../context/app-context.ts";
import { deleteSharedDp } from "./delete-shared-dp.ts";

/**
 * DELETE /api/shared-dps/:id, the REST path of `sharedDps.remove` (same input schema, same
 * service). It stays a route of its own because its documented secret travels in the JSON
 * body of a DELETE, and the derived REST adapters read a DELETE's input from the URL and query only.
 */
export async function sharedDpRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.delete<{ Params: { id: string } }>("/api/shared-dps/:id", async (req) => {
    await deleteSharedDp(ctx, req.params.id, deleteSharedDpInput.parse(req.body));
    return { success: true };
  });
}
