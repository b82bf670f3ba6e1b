import { describe, expect, it, vi } from "vitest";
import type { Fetch } from "../auth/http.ts";
import { NEWSLETTER_MESSAGES, subscribeToNewsletter } from "./newsletter.ts";

function answering(status: number, body: unknown): Fetch {
  return () => Promise.resolve(new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } }));
}

describe("subscribeToNewsletter", () => {
  it("thanks the subscriber on success, and sends the address as typed", async () => {
    const fetchFn = vi.fn<Fetch>(answering(200, { success: true }));
    expect(await subscribeToNewsletter("ada@example.com", fetchFn)).toEqual({ tone: "success", text: NEWSLETTER_MESSAGES.subscribed });
    const [path, init] = fetchFn.mock.calls[0] ?? [];
    expect(path).toBe("/api/newsletter/subscribe");
    expect(init?.method).toBe("POST");
    expect(JSON.parse(String(init?.body))).toEqual({ email: "ada@example.com" });
  });

  it("shows the server's error text when it gives one", async () => {
    const outcome = await subscribeToNewsletter("nope", answering(400, { success: false, error: "Please enter a valid email address" }));
    expect(outcome).toEqual({ tone: "error", text: "Please enter a valid email address" });
  });

  it("reads like a success when the failure has no text, or the network is down (spec section 8)", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    expect(await subscribeToNewsletter("a@b.co", answering(502, null))).toEqual({ tone: "success", text: NEWSLETTER_MESSAGES.fallback });
    expect(await subscribeToNewsletter("a@b.co", () => Promise.reject(new TypeError("Failed to fetch")))).toEqual({
      tone: "success",
      text: NEWSLETTER_MESSAGES.fallback,
    });
  });
});
