import { createTRPCClient, httpBatchLink } from "@trpc/client";
import type { I18n } from "@lingui/core";
import type { AppRouter } from "@twend/api";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { type FakeFetch, fakeFetch, jsonResponse } from "../../testing/fake-fetch.ts";
import { testI18n } from "../../testing/test-i18n.ts";
import { type NewsletterOutcome, subscribeToNewsletter } from "./newsletter.ts";

let en: I18n;
beforeAll(async () => {
  en = await testI18n("en");
});

/** The outcome as the form shows it, in English. */
const shown = (outcome: NewsletterOutcome) => ({ tone: outcome.tone, text: outcome.tone === "error" ? outcome.text : en._(outcome.text) });

/** The real tRPC client over a fake transport, so the tests see tRPC's own answers and errors. */
function trpcNewsletter(fetch: FakeFetch) {
  return createTRPCClient<AppRouter>({ links: [httpBatchLink({ url: "http://twend.test/trpc", fetch: (url, init) => fetch(url.toString(), init) })] }).newsletter;
}

describe("subscribeToNewsletter", () => {
  it("thanks the subscriber on success, and sends the address as typed", async () => {
    const fetch = fakeFetch(() => jsonResponse(200, [{ result: { data: { success: true } } }]));
    expect(shown(await subscribeToNewsletter("ada@example.com", trpcNewsletter(fetch)))).toEqual({
      tone: "success",
      text: "Thanks for subscribing! You'll receive our next newsletter soon.",
    });
    expect(new URL(fetch.calls[0]?.path ?? "").pathname).toBe("/trpc/newsletter.subscribe");
    expect(fetch.calls[0]?.method).toBe("POST");
    expect(fetch.calls[0]?.json).toEqual({ 0: { email: "ada@example.com" } });
  });

  it("shows the server's error text when it gives one", async () => {
    const fetch = fakeFetch(() =>
      jsonResponse(400, [{ error: { message: "email: Please enter a valid email address", code: -32600, data: { code: "BAD_REQUEST", httpStatus: 400 } } }]),
    );
    expect(await subscribeToNewsletter("nope", trpcNewsletter(fetch))).toEqual({ tone: "error", text: "email: Please enter a valid email address" });
  });

  it("reads like a success when the failure has no text, or the network is down", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const proxyPage = fakeFetch(() => new Response("<html>Bad gateway</html>", { status: 502, headers: { "Content-Type": "text/html" } }));
    const fallback = { tone: "success", text: "Thanks for your interest! We'll add you to our newsletter list." };
    expect(shown(await subscribeToNewsletter("a@b.co", trpcNewsletter(proxyPage)))).toEqual(fallback);
    const offline = fakeFetch(() => Promise.reject(new TypeError("Failed to fetch")));
    expect(shown(await subscribeToNewsletter("a@b.co", trpcNewsletter(offline)))).toEqual(fallback);
  });
});
