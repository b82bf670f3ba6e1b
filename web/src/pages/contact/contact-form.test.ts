import { createTRPCClient, httpBatchLink } from "@trpc/client";
import type { AppRouter } from "@twend/api";
import { describe, expect, it, vi } from "vitest";
import { type FakeFetch, fakeFetch, jsonResponse } from "../../testing/fake-fetch.ts";
import { testI18n } from "../../testing/test-i18n.ts";
import { EMPTY_CONTACT_DRAFT, submitContact, validateContact, type ContactDraft } from "./contact-form.ts";

const FILLED: ContactDraft = { name: " Ada Lovelace ", email: " Ada@Example.com ", subject: "support", message: " My frame looks blurry. " };

/** The real tRPC client over a fake transport, so the tests see tRPC's own answers and errors. */
function trpcContact(fetch: FakeFetch) {
  return createTRPCClient<AppRouter>({ links: [httpBatchLink({ url: "http://twend.test/trpc", fetch: (url, init) => fetch(url.toString(), init) })] }).contact;
}

/** A batched tRPC error answer, as the API sends it. */
function answering(status: number, code: string, message: string): FakeFetch {
  return fakeFetch(() => jsonResponse(status, [{ error: { message, code: -32600, data: { code, httpStatus: status } } }]));
}

describe("validateContact", () => {
  it("gives each empty field its message, and the subject in words", async () => {
    const result = validateContact(await testI18n(), EMPTY_CONTACT_DRAFT);
    expect(result).toEqual({
      ok: false,
      errors: {
        name: "Name is required",
        email: "Email is required",
        subject: "Please choose a subject",
        message: "Message is required",
      },
    });
  });

  it("says so in the visitor's language, with the field's limit", async () => {
    const spanish = await testI18n("es");
    expect(validateContact(spanish, { ...FILLED, name: "" })).toEqual({ ok: false, errors: { name: "El campo Nombre es obligatorio" } });
    expect(validateContact(spanish, { ...FILLED, message: "m".repeat(5001) })).toEqual({
      ok: false,
      errors: { message: "El campo Mensaje debe tener como máximo 5000 caracteres" },
    });
  });

  it("treats whitespace as empty and wants a well-formed email", async () => {
    const result = validateContact(await testI18n(), { ...FILLED, name: "   ", email: "ada@" });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors).toEqual({ name: "Name is required", email: "Please enter a valid email address" });
  });

  it("passes a complete draft on, trimmed and with the email lowercased", async () => {
    expect(validateContact(await testI18n(), FILLED)).toEqual({
      ok: true,
      input: { name: "Ada Lovelace", email: "ada@example.com", subject: "support", message: "My frame looks blurry." },
    });
  });
});

describe("submitContact", () => {
  const input = { name: "Ada", email: "ada@example.com", subject: "general", message: "Hi" } as const;

  it("is sent on success", async () => {
    const fetch = fakeFetch(() => jsonResponse(200, [{ result: { data: { success: true } } }]));
    expect(await submitContact(await testI18n(), input, trpcContact(fetch))).toEqual({ ok: true });
    expect(new URL(fetch.calls[0]?.path ?? "").pathname).toBe("/trpc/contact.submit");
    expect(fetch.calls[0]?.json).toEqual({ 0: input });
  });

  it("alerts 'Error: {message}' with the server's text, or the default", async () => {
    const i18n = await testI18n();
    expect(await submitContact(i18n, input, trpcContact(answering(429, "TOO_MANY_REQUESTS", "Too many messages")))).toEqual({
      ok: false,
      alert: "Error: Too many messages",
    });
    const proxyPage = fakeFetch(() => new Response("<html>Bad gateway</html>", { status: 502, headers: { "Content-Type": "text/html" } }));
    expect(await submitContact(i18n, input, trpcContact(proxyPage))).toEqual({ ok: false, alert: "Error: Failed to send message" });
  });

  it("counts a request that never reached the server as sent", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const offline = fakeFetch(() => Promise.reject(new TypeError("Failed to fetch")));
    expect(await submitContact(await testI18n(), input, trpcContact(offline))).toEqual({ ok: true });
  });
});
