import { batchCreateInput, batchIdInput, batchListInput } from "@twend/shared";
import { protectedProcedure, router } from "../trpc/trpc.ts";
import { BATCH_BODY_LIMIT, BATCH_ZIP_UPLOAD } from "./batch-body-limit.ts";
import { createBatch } from "./create-batch.ts";
import { findBatch, listBatches } from "./find-batches.ts";

/** A creator's batches of DPs for a Twend they own: made by the worker, followed here, downloaded as a ZIP (batches.http.ts). */
export const batchesRouter = router({
  create: protectedProcedure
    .meta({ bodyLimit: BATCH_BODY_LIMIT, budget: "batchCreate", upload: BATCH_ZIP_UPLOAD })
    .input(batchCreateInput)
    .mutation(({ ctx, input }) => createBatch(ctx.app, ctx.user, input, ctx.upload)),
  list: protectedProcedure.input(batchListInput).query(({ ctx, input }) => listBatches(ctx.app, ctx.user, input.campaign_id)),
  get: protectedProcedure.input(batchIdInput).query(({ ctx, input }) => findBatch(ctx.app, ctx.user, input.id)),
});
