import type { User } from "@twend/db";
import type { ProfileDto } from "@twend/shared";
import type { AppContext } from "../context/app-context.ts";
import { toProfileDto } from "./profile-dto.ts";

export async function getProfile(ctx: AppContext, user: User): Promise<ProfileDto> {
  return toProfileDto(user, await ctx.db.prisma.profile.findUnique({ where: { userId: user.id } }));
}
