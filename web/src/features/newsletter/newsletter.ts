import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { serverMessage } from "../../lib/api-errors/call-failure.ts";
import { trpcClient } from "../../lib/trpc.ts";

export const NEWSLETTER_MESSAGES = {
  subscribed: msg`Thanks for subscribing! You'll receive our next newsletter soon.`,
  /** A failure without an error text reads like a success. */
  fallback: msg`Thanks for your interest! We'll add you to our newsletter list.`,
} as const;

/** The thanks are ours, translated where shown; an error is the server's own text, already in the visitor's language. */
export type NewsletterOutcome = { tone: "success"; text: MessageDescriptor } | { tone: "error"; text: string };

/**
 * Subscribes and says what to show: the thanks on success, the server's error
 * text when it gave one, otherwise the reassuring fallback (an outage, a dropped connection).
 */
export async function subscribeToNewsletter(email: string, newsletter = trpcClient.newsletter): Promise<NewsletterOutcome> {
  try {
    await newsletter.subscribe.mutate({ email });
    return { tone: "success", text: NEWSLETTER_MESSAGES.subscribed };
  } catch (error) {
    const message = serverMessage(error);
    if (message !== null) return { tone: "error", text: message };
    console.warn("Newsletter sign-up failed", error);
    return { tone: "success", text: NEWSLETTER_MESSAGES.fallback };
  }
}
