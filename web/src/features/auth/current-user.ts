import type { UserDto } from "@twend/shared";

/** The signed-in account (the User entity), as account.me and the sign-in calls answer it. */
export type CurrentUser = UserDto;

/** The part of an address before the at sign. */
export function emailLocalPart(email: string): string {
  const at = email.indexOf("@");
  return at > 0 ? email.slice(0, at) : email;
}

/** How the header greets the user: the Google name, else the registered name, else the address's local part. */
export function userDisplayName(user: CurrentUser): string {
  const registered = [user.first_name, user.last_name].filter(Boolean).join(" ");
  return user.google_user_data?.name ?? (registered || emailLocalPart(user.email));
}
