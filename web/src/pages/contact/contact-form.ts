import { TRPCClientError } from "@trpc/client";
import { CONTACT_SUBJECTS, contactInputSchema, type ContactInput } from "@twend/shared";
import { apiRefusal } from "../../lib/api-refusal.ts";
import { trpcClient } from "../../lib/trpc.ts";

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
 * Sends the message (`contact.submit`). Spec section 8: a failure reads 'Error: {message}' (default
 * 'Failed to send message'), but a request that never reached the server counts as sent.
 */
export async function submitContact(input: ContactInput, contact = trpcClient.contact): Promise<ContactResult> {
  try {
    await contact.submit.mutate(input);
    return { ok: true };
  } catch (error) {
    // fetch rejects with a TypeError exactly when no answer came back.
    if (error instanceof TRPCClientError && error.cause instanceof TypeError) {
      console.warn("The contact message may not have reached the server", error);
      return { ok: true };
    }
    // A proxy's page has no text for the visitor.
    return { ok: false, alert: `Error: ${apiRefusal(error)?.message || CONTACT_MESSAGES.defaultError}` };
  }
}
