import { browserFetch, isSuccessful, requestJson, serverErrorText, type Fetch } from "../auth/http.ts";

export const NEWSLETTER_MESSAGES = {
  subscribed: "Thanks for subscribing! You'll receive our next newsletter soon.",
  /** Spec section 8: a failure without an error text reads like a success. */
  fallback: "Thanks for your interest! We'll add you to our newsletter list.",
} as const;

export interface NewsletterOutcome {
  tone: "success" | "error";
  text: string;
}

/**
 * Subscribes and says what to show (spec section 8): the thanks on success, the server's error
 * text when it gave one, otherwise the reassuring fallback (an outage, a dropped connection).
 */
export async function subscribeToNewsletter(email: string, fetchFn: Fetch = browserFetch): Promise<NewsletterOutcome> {
  try {
    const reply = await requestJson(fetchFn, "/api/newsletter/subscribe", { method: "POST", json: { email } });
    if (isSuccessful(reply)) return { tone: "success", text: NEWSLETTER_MESSAGES.subscribed };
    const error = serverErrorText(reply.body);
    return error ? { tone: "error", text: error } : { tone: "success", text: NEWSLETTER_MESSAGES.fallback };
  } catch (error) {
    console.warn("Newsletter sign-up failed", error);
    return { tone: "success", text: NEWSLETTER_MESSAGES.fallback };
  }
}
