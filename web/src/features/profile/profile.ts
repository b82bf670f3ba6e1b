import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { LIMITS, type ProfileDto, profileInput } from "@twend/shared";
import { type CurrentUser, emailLocalPart } from "../auth/current-user.ts";
import { specText } from "../auth/user-text.ts";
import type { FieldError } from "../auth/validation.ts";

export type Profile = ProfileDto;

/** The edit form's values: plain strings, since inputs never hold null. */
export interface ProfileDraft {
  display_name: string;
  bio: string;
  website: string;
  notifications: boolean;
  public_profile: boolean;
}

export type ProfileTextField = "display_name" | "bio" | "website";

/** The name the spec falls back to when the profile cannot be loaded: the Google name, else the address before the at sign. */
export function fallbackDisplayName(user: CurrentUser): string {
  return user.google_user_data?.name ?? emailLocalPart(user.email);
}

export function fallbackProfile(user: CurrentUser): Profile {
  return { display_name: fallbackDisplayName(user), bio: null, website: null, notifications: true, public_profile: false };
}

export function toDraft(profile: Profile): ProfileDraft {
  return {
    display_name: profile.display_name ?? "",
    bio: profile.bio ?? "",
    website: profile.website ?? "",
    notifications: profile.notifications,
    public_profile: profile.public_profile,
  };
}

/** What account.updateProfile receives: trimmed text, empty fields as null. */
export function fromDraft(draft: ProfileDraft): Profile {
  const clean = (value: string) => (value.trim() === "" ? null : value.trim());
  return {
    display_name: clean(draft.display_name),
    bio: clean(draft.bio),
    website: clean(draft.website),
    notifications: draft.notifications,
    public_profile: draft.public_profile,
  };
}

function isTextField(value: unknown): value is ProfileTextField {
  return value === "display_name" || value === "bio" || value === "website";
}

/** The shared schema the API applies, run before sending so a bad website is caught at the field; its refusals are the spec's texts. */
export function validateDraft(draft: ProfileDraft): FieldError<ProfileTextField> | null {
  const result = profileInput.safeParse(fromDraft(draft));
  if (result.success) return null;
  const issue = result.error.issues[0];
  const field = issue?.path[0];
  return { field: isTextField(field) ? field : "display_name", message: issue ? specText(issue.message) : msg`Please check your inputs.` };
}

/** The picture is a local preview only; it must be under 5 MB. */
export function pictureSizeError(bytes: number): MessageDescriptor | null {
  return bytes >= LIMITS.profilePictureBytes ? msg`Please select an image smaller than 5MB` : null;
}
