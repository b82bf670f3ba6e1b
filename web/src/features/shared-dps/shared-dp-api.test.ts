import { createTRPCClient, httpBatchLink } from "@trpc/client";
import type { AppRouter } from "@twend/api";
import { describe, expect, it } from "vitest";
import { type FakeFetch, fakeFetch, jsonResponse } from "../../testing/fake-fetch.ts";
import { createShareLink, deleteShareLink, isGone } from "./shared-dp-api.ts";

/** The real tRPC client over a fake transport, so the tests see tRPC's own answers and errors. */
function trpcSharedDps(fetch: FakeFetch) {
  return createTRPCClient<AppRouter>({ links: [httpBatchLink({ url: "http://twend.test/trpc", fetch: (url, init) => fetch(url.toString(), init) })] }).sharedDps;
}

/** A batched tRPC error answer, as the API sends it. */
function trpcError(status: number, code: string, message: string): Response {
  return jsonResponse(status, [{ error: { message, code: -32603, data: { code, httpStatus: status } } }]);
}

const created = { id: "abcDEF123_-x", url: "https://twend.test/d/abcDEF123_-x", delete_token: "t".repeat(43), expires_at: "2026-12-23T00:00:00.000Z" };
const input = { campaign_id: 7, image: "data:image/png;base64,AA", name: "Ada", session_id: "session-123" };

describe("share link calls", () => {
  it("creates a link through sharedDps.create and hands back its page, token and expiry", async () => {
    const fetch = fakeFetch(() => jsonResponse(200, [{ result: { data: created } }]));
    const link = await createShareLink(trpcSharedDps(fetch), input);
    expect(link).toEqual({ id: created.id, url: created.url, deleteToken: created.delete_token, expiresAt: created.expires_at });
    expect(new URL(fetch.calls[0]?.path ?? "").pathname).toBe("/trpc/sharedDps.create");
    expect(fetch.calls[0]?.json).toEqual({ 0: input });
  });

  it("surfaces the server's message when creating fails", async () => {
    const fetch = fakeFetch(() => trpcError(404, "NOT_FOUND", "Campaign not found"));
    await expect(createShareLink(trpcSharedDps(fetch), input)).rejects.toThrow("Campaign not found");
  });

  it("deletes through sharedDps.remove, treats a page already gone as deleted, and rethrows any other failure", async () => {
    const deleted = fakeFetch(() => jsonResponse(200, [{ result: { data: { id: created.id } } }]));
    await expect(deleteShareLink(trpcSharedDps(deleted), created.id, created.delete_token)).resolves.toBeUndefined();
    expect(deleted.calls[0]?.json).toEqual({ 0: { id: created.id, delete_token: created.delete_token } });

    const gone = fakeFetch(() => trpcError(404, "NOT_FOUND", "Shared picture not found"));
    await expect(deleteShareLink(trpcSharedDps(gone), created.id, created.delete_token)).resolves.toBeUndefined();
    const broken = fakeFetch(() => trpcError(500, "INTERNAL_SERVER_ERROR", "boom"));
    await expect(deleteShareLink(trpcSharedDps(broken), created.id, created.delete_token)).rejects.toThrow("boom");
  });

  it("tells a page that is gone from a failed load", async () => {
    const gone = await trpcSharedDps(fakeFetch(() => trpcError(404, "NOT_FOUND", "gone")))
      .byId.query({ id: "abcDEF123_-x" })
      .catch((e: unknown) => e);
    const failed = await trpcSharedDps(fakeFetch(() => trpcError(500, "INTERNAL_SERVER_ERROR", "boom")))
      .byId.query({ id: "abcDEF123_-x" })
      .catch((e: unknown) => e);
    expect([isGone(gone), isGone(failed), isGone(new TypeError("Failed to fetch"))]).toEqual([true, false, false]);
  });
});
