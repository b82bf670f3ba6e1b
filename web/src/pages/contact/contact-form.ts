import { CONTACT_SUBJECTS, contactInputSchema, type ContactInput } from "@twend/shared";
import { browserFetch, isSuccessful, NetworkError, requestJson, serverErrorText, type Fetch } from "../../features/auth/http.ts";

export type ContactSubject = (typeof CONTACT_SUBJECTS)[number];
export type ContactField = keyof ContactInput;

/** What the visitor has typed; the subject is "" until one is chosen. */
export interface ContactDraft {
  name: string;
  email: string;
  subject: ContactSubject | "";
  message: string;
}

export const EMPTY_CONTACT_DRAFT: ContactDraft = { name: "", email: "", subject: "", message: "" };

export const CONTACT_SUBJECT_LABELS: Record<ContactSubject, string> = {
  general: "General inquiry",
  support: "Technical support",
  billing: "Billing question",
  feature: "Feature request",
  partnership: "Partnership",
  press: "Press and media",
  other: "Something else",
};

export const CONTACT_MESSAGES = {
  sent: "Message Sent!",
  defaultError: "Failed to send message",
  chooseSubject: "Please choose a subject",
} as const;

export type ContactValidation = { ok: true; input: ContactInput } | { ok: false; errors: Partial<Record<ContactField, string>> };

/**
 * The API's own rules (spec section 5: all four required, a well-formed email, a listed subject),
 * checked before sending; each field gets its first problem. The schema's subject text lists raw
 * keys, so that one is said in words.
 */
export function validateContact(draft: ContactDraft): ContactValidation {
  const parsed = contactInputSchema.safeParse(draft);
  if (parsed.success) return { ok: true, input: parsed.data };
  const errors: Partial<Record<ContactField, string>> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if (field !== "name" && field !== "email" && field !== "subject" && field !== "message") continue;
    errors[field] ??= field === "subject" ? CONTACT_MESSAGES.chooseSubject : issue.message;
  }
  return { ok: false, errors };
}

export type ContactResult = { ok: true } | { ok: false; alert: string };

/**
 * POST /api/contact/submit. Spec section 8: a failure reads 'Error: {message}' (default 'Failed to
 * send message'), but a request that never reached the server counts as sent.
 */
export async function submitContact(input: ContactInput, fetchFn: Fetch = browserFetch): Promise<ContactResult> {
  try {
    const reply = await requestJson(fetchFn, "/api/contact/submit", { method: "POST", json: input });
    if (isSuccessful(reply)) return { ok: true };
    return { ok: false, alert: `Error: ${serverErrorText(reply.body) ?? CONTACT_MESSAGES.defaultError}` };
  } catch (error) {
    if (error instanceof NetworkError) {
      console.warn("The contact message may not have reached the server", error);
      return { ok: true };
    }
    return { ok: false, alert: `Error: ${error instanceof Error ? error.message : CONTACT_MESSAGES.defaultError}` };
  }
}
