/** The signed-in account as the nav and account screens need it (spec: User entity). */
export interface CurrentUser {
  id: string;
  email: string;
  name: string | null;
  picture: string | null;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null;
}

function optionalString(value: unknown): string | null {
  return typeof value === "string" && value !== "" ? value : null;
}

/** Accepts the user either bare or inside the API's `{ success, data }` envelope; anything else means no user. */
export function parseCurrentUser(body: unknown): CurrentUser | null {
  const candidate = isRecord(body) && body.success === true && isRecord(body.data) ? body.data : body;
  if (!isRecord(candidate)) return null;
  const { id, email } = candidate;
  if ((typeof id !== "string" && typeof id !== "number") || typeof email !== "string") return null;
  const google = isRecord(candidate.google_user_data) ? candidate.google_user_data : {};
  return {
    id: String(id),
    email,
    name: optionalString(candidate.name) ?? optionalString(google.name),
    picture: optionalString(candidate.picture) ?? optionalString(google.picture),
  };
}
