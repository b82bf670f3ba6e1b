import { profileInput } from "@twend/shared";
import { getProfile } from "../profiles/get-profile.ts";
import { updateProfile } from "../profiles/update-profile.ts";
import { protectedProcedure, publicProcedure, router } from "../trpc/trpc.ts";
import { toUserDto } from "../users/user-dto.ts";
import { currentUser, isAdmin } from "./current-user.ts";
import { signOut } from "./sign-out.ts";
import { touchLastSeen } from "./touch-last-seen.ts";

export const accountRouter = router({
  // The SPA's own check: an anonymous visitor is an answer, not an error (the REST `me` calls keep their 401 for outside clients).
  me: publicProcedure.query(async ({ ctx }) => {
    const user = await currentUser(ctx.app, ctx.req);
    return { user: user ? toUserDto(await touchLastSeen(ctx.app, user)) : null };
  }),
  signOut: publicProcedure.mutation(async ({ ctx }) => {
    await signOut(ctx.app, ctx.req);
    return { success: true as const };
  }),
  adminStatus: protectedProcedure.query(({ ctx }) => ({ isAdmin: isAdmin(ctx.app, ctx.user) })),
  profile: protectedProcedure.query(({ ctx }) => getProfile(ctx.app, ctx.user)),
  updateProfile: protectedProcedure.input(profileInput).mutation(({ ctx, input }) => updateProfile(ctx.app, ctx.user, input)),
});
