import { profileInput } from "@twend/shared";
import type { FastifyInstance } from "fastify";
import { requireUser } from "../auth/current-user.ts";
import type { AppContext } from "../context/app-context.ts";
import { getProfile } from "./get-profile.ts";
import { updateProfile } from "./update-profile.ts";

export async function profileRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.get("/api/user/profile", async (req) => ({ success: true, data: await getProfile(ctx, await requireUser(ctx, req)) }));
  app.post("/api/user/profile", async (req) => {
    const user = await requireUser(ctx, req);
    return { success: true, data: await updateProfile(ctx, user, profileInput.parse(req.body)) };
  });
}
