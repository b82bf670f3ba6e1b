import type { User } from "@twend/db";
import type { UserDto } from "@twend/shared";

/** The user as the spec's section 3 documents it; never the hash, flags or session version. */
export function toUserDto(user: User): UserDto {
  return {
    id: user.id,
    email: user.email,
    first_name: user.firstName,
    last_name: user.lastName,
    created_at: user.createdAt.toISOString(),
    updated_at: user.updatedAt.toISOString(),
    last_signed_in_at: user.lastSignedInAt?.toISOString() ?? null,
    google_sub: user.googleSub,
    google_user_data: user.googleSub ? { name: user.googleName, picture: user.googlePicture, email_verified: user.googleEmailVerified } : null,
  };
}
