import type { Profile, User } from "@twend/db";
import type { ProfileDto } from "@twend/shared";

/** The stored profile, or the spec's defaults with a display name taken from the account. */
export function toProfileDto(user: User, profile: Profile | null): ProfileDto {
  const accountName = [user.firstName, user.lastName].filter(Boolean).join(" ") || user.googleName || null;
  return {
    display_name: profile ? profile.displayName : accountName,
    bio: profile?.bio ?? null,
    website: profile?.website ?? null,
    notifications: profile?.notifications ?? true,
    public_profile: profile?.publicProfile ?? false,
  };
}
