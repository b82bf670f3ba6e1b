import { createSharedDpInput, deleteSharedDpInput, LIMITS, MB, text } from "@twend/shared";
import { z } from "zod";
import { UPLOAD_BYTE_LIMITS } from "@twend/media";
import type { UploadMeta } from "../trpc/operation-meta.ts";
import { publicProcedure, router } from "../trpc/trpc.ts";
import { createSharedDp } from "./create-shared-dp.ts";
import { deleteSharedDp } from "./delete-shared-dp.ts";
import { getSharedDp } from "./find-shared-dp.ts";

/** A 12 MB PNG is 16 MB as base64; the rest is room for the JSON around it. */
const DP_BODY_LIMIT = Math.ceil((LIMITS.sharedDpBytes * 4) / 3) + MB;

/** The SPA sends the PNG as bytes instead, within the same limit. */
const DP_UPLOAD: UploadMeta = { field: "image", maxBytes: UPLOAD_BYTE_LIMITS.dp.maxBytes, tooLarge: UPLOAD_BYTE_LIMITS.dp.message };

const shareId = z.object({ id: text() });

/** Share pages (issue 7): publish, read and delete a visitor's DP, over tRPC and their `/api/shared-dps` paths. */
export const sharedDpsRouter = router({
  // The budget is spent before the input is read, so rejected uploads count too.
  create: publicProcedure
    .meta({ rest: [{ method: "POST", path: "/api/shared-dps", envelope: "data" }], bodyLimit: DP_BODY_LIMIT, budget: "sharedDpCreate", upload: DP_UPLOAD })
    .input(createSharedDpInput)
    .mutation(({ ctx, input }) => createSharedDp(ctx.app, input, ctx.network(), ctx.upload)),
  byId: publicProcedure
    .meta({ rest: [{ method: "GET", path: "/api/shared-dps/:id", envelope: "data" }] })
    .input(shareId)
    .query(({ ctx, input }) => getSharedDp(ctx.app, input.id)),
  remove: publicProcedure
    .meta({ rest: [{ method: "DELETE", path: "/api/shared-dps/:id", envelope: "success" }] })
    .input(deleteSharedDpInput.extend(shareId.shape))
    .mutation(async ({ ctx, input: { id, ...token } }) => {
      await deleteSharedDp(ctx.app, id, token);
      return { id };
    }),
});
