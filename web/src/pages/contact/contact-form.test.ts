import { describe, expect, it, vi } from "vitest";
import type { Fetch } from "../../features/auth/http.ts";
import { CONTACT_MESSAGES, EMPTY_CONTACT_DRAFT, submitContact, validateContact, type ContactDraft } from "./contact-form.ts";

const FILLED: ContactDraft = { name: " Ada Lovelace ", email: " Ada@Example.com ", subject: "support", message: " My frame looks blurry. " };

function answering(status: number, body: unknown): Fetch {
  return () => Promise.resolve(new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } }));
}

describe("validateContact", () => {
  it("gives each empty field its message, and the subject in words", () => {
    const result = validateContact(EMPTY_CONTACT_DRAFT);
    expect(result).toEqual({
      ok: false,
      errors: {
        name: "Name is required",
        email: "Email is required",
        subject: CONTACT_MESSAGES.chooseSubject,
        message: "Message is required",
      },
    });
  });

  it("treats whitespace as empty and wants a well-formed email", () => {
    const result = validateContact({ ...FILLED, name: "   ", email: "ada@" });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors).toEqual({ name: "Name is required", email: "Please enter a valid email address" });
  });

  it("passes a complete draft on, trimmed and with the email lowercased", () => {
    expect(validateContact(FILLED)).toEqual({
      ok: true,
      input: { name: "Ada Lovelace", email: "ada@example.com", subject: "support", message: "My frame looks blurry." },
    });
  });
});

describe("submitContact", () => {
  const input = { name: "Ada", email: "ada@example.com", subject: "general", message: "Hi" } as const;

  it("is sent on success", async () => {
    const fetchFn = vi.fn<Fetch>(answering(200, { success: true }));
    expect(await submitContact(input, fetchFn)).toEqual({ ok: true });
    expect(fetchFn.mock.calls[0]?.[0]).toBe("/api/contact/submit");
  });

  it("alerts 'Error: {message}' with the server's text, or the default", async () => {
    expect(await submitContact(input, answering(429, { success: false, error: "Too many messages" }))).toEqual({ ok: false, alert: "Error: Too many messages" });
    expect(await submitContact(input, answering(500, null))).toEqual({ ok: false, alert: "Error: Failed to send message" });
  });

  it("counts a request that never reached the server as sent (spec section 8)", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    expect(await submitContact(input, () => Promise.reject(new TypeError("Failed to fetch")))).toEqual({ ok: true });
  });
});
