import { profileInput } from "@twend/shared";
import { getProfile } from "../profiles/get-profile.ts";
import { updateProfile } from "../profiles/update-profile.ts";
import { protectedProcedure, router } from "../trpc/trpc.ts";
import { toUserDto } from "../users/user-dto.ts";
import { isAdmin } from "./current-user.ts";

export const accountRouter = router({
  me: protectedProcedure.query(({ ctx }) => toUserDto(ctx.user)),
  adminStatus: protectedProcedure.query(({ ctx }) => ({ isAdmin: isAdmin(ctx.app, ctx.user) })),
  profile: protectedProcedure.query(({ ctx }) => getProfile(ctx.app, ctx.user)),
  updateProfile: protectedProcedure.input(profileInput).mutation(({ ctx, input }) => updateProfile(ctx.app, ctx.user, input)),
});
