import { isRecord } from "./http.ts";

export interface GoogleUserData {
  name: string | null;
  picture: string | null;
  email_verified: boolean | null;
}

/** The signed-in account (spec section 3, User entity), as the API returns it. */
export interface CurrentUser {
  id: string;
  email: string;
  first_name: string | null;
  last_name: string | null;
  created_at: string | null;
  last_signed_in_at: string | null;
  /** Set when the account signs in through Google. */
  google_sub: string | null;
  google_user_data: GoogleUserData | null;
}

function optionalString(value: unknown): string | null {
  return typeof value === "string" && value !== "" ? value : null;
}

function parseGoogleUserData(value: unknown): GoogleUserData | null {
  if (!isRecord(value)) return null;
  return {
    name: optionalString(value.name),
    picture: optionalString(value.picture),
    email_verified: typeof value.email_verified === "boolean" ? value.email_verified : null,
  };
}

/** Accepts the user bare or inside the API's `{ success, data }` envelope; anything else means no user. */
export function parseCurrentUser(body: unknown): CurrentUser | null {
  const candidate = isRecord(body) && body.success === true && isRecord(body.data) ? body.data : body;
  if (!isRecord(candidate)) return null;
  const { id, email } = candidate;
  if ((typeof id !== "string" && typeof id !== "number") || typeof email !== "string" || email === "") return null;
  return {
    id: String(id),
    email,
    first_name: optionalString(candidate.first_name),
    last_name: optionalString(candidate.last_name),
    created_at: optionalString(candidate.created_at),
    last_signed_in_at: optionalString(candidate.last_signed_in_at),
    google_sub: optionalString(candidate.google_sub),
    google_user_data: parseGoogleUserData(candidate.google_user_data),
  };
}

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
