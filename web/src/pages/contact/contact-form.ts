import type { I18n, MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { translateText } from "@twend/i18n/translate-text";
import { CONTACT_SUBJECTS, contactInputSchema, type ContactInput } from "@twend/shared";
import { callFailure } from "../../lib/api-errors/call-failure.ts";
import { describeFailure } from "../../lib/api-errors/describe-failure.ts";
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

export const CONTACT_SUBJECT_LABELS: Record<ContactSubject, MessageDescriptor> = {
  general: msg`General inquiry`,
  support: msg`Technical support`,
  billing: msg`Billing question`,
  feature: msg`Feature request`,
  partnership: msg`Partnership`,
  press: msg`Press and media`,
  other: msg`Something else`,
};

export const CONTACT_MESSAGES = {
  sent: msg`Message Sent!`,
  defaultError: msg`Failed to send message`,
  chooseSubject: msg`Please choose a subject`,
} as const;

export type ContactValidation = { ok: true; input: ContactInput } | { ok: false; errors: Partial<Record<ContactField, string>> };

/**
 * The API's own rules (all four required, a well-formed email, a listed subject),
 * checked before sending; each field gets its first problem, in the visitor's language. The
 * schema's subject text lists raw keys, so that one is said in words.
 */
export function validateContact(i18n: I18n, draft: ContactDraft): ContactValidation {
  const parsed = contactInputSchema.safeParse(draft);
  if (parsed.success) return { ok: true, input: parsed.data };
  const errors: Partial<Record<ContactField, string>> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if (field !== "name" && field !== "email" && field !== "subject" && field !== "message") continue;
    // The schema's texts are the shared catalogue's ids, or filled from its templates.
    errors[field] ??= field === "subject" ? i18n._(CONTACT_MESSAGES.chooseSubject) : translateText(i18n, issue.message);
  }
  return { ok: false, errors };
}

export type ContactResult = { ok: true } | { ok: false; alert: string };

/**
 * Sends the message (`contact.submit`). A failure reads 'Error: {message}' (default
 * 'Failed to send message'), but a request that never reached the server counts as sent. The
 * server's text comes in the visitor's language already.
 */
export async function submitContact(i18n: I18n, input: ContactInput, contact = trpcClient.contact): Promise<ContactResult> {
  try {
    await contact.submit.mutate(input);
    return { ok: true };
  } catch (error) {
    if (callFailure(error)?.kind === "unreachable") {
      console.warn("The contact message may not have reached the server", error);
      return { ok: true };
    }
    // A proxy's page has no text for the visitor.
    const message = describeFailure(i18n, error, { fallback: CONTACT_MESSAGES.defaultError });
    return { ok: false, alert: i18n._(msg`Error: ${message}`) };
  }
}
