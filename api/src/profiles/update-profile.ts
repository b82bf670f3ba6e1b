import type { User } from "@twend/db";
import type { ProfileDto, ProfileInput } from "@twend/shared";
import type { AppContext } from "../context/app-context.ts";
import { toProfileDto } from "./profile-dto.ts";

export async function updateProfile(ctx: AppContext, user: User, input: ProfileInput): Promise<ProfileDto> {
  const data = {
    displayName: input.display_name,
    bio: input.bio,
    website: input.website,
    notifications: input.notifications,
    publicProfile: input.public_profile,
  };
  const profile = await ctx.db.prisma.profile.upsert({ where: { userId: user.id }, create: { userId: user.id, ...data }, update: data });
  return toProfileDto(user, profile);
}
