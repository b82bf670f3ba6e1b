import { describe, expect, it } from "vitest";
import type { Fetch } from "../auth/http.ts";
import { createShareLink, deleteShareLink, fetchSharedDp } from "./shared-dp-api.ts";

function replying(status: number, body: unknown, calls: Array<{ url: string; init: RequestInit | undefined }> = []): Fetch {
  return async (url, init) => {
    calls.push({ url, init });
    return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
  };
}

describe("share link API client", () => {
  it("creates a link, sending the name only when there is one", async () => {
    const calls: Array<{ url: string; init: RequestInit | undefined }> = [];
    const data = { id: "abcDEF123_-x", url: "https://twend.test/d/abcDEF123_-x", delete_token: "t".repeat(43), expires_at: "2026-12-23T00:00:00.000Z" };
    const link = await createShareLink(replying(200, { success: true, data }, calls), { campaignId: 7, imageDataUrl: "data:image/png;base64,AA", name: "  ", sessionId: "session-123" });
    expect(link).toEqual({ id: data.id, url: data.url, deleteToken: data.delete_token, expiresAt: data.expires_at });
    expect(JSON.parse(String(calls[0]?.init?.body))).toEqual({ campaign_id: 7, image: "data:image/png;base64,AA", session_id: "session-123" });
  });

  it("surfaces the server's message when creating fails", async () => {
    await expect(createShareLink(replying(404, { success: false, error: "Campaign not found" }), { campaignId: 7, imageDataUrl: "x", name: "A", sessionId: "s" })).rejects.toThrow("Campaign not found");
  });

  it("treats a 404 on delete as already gone, and a missing page as null", async () => {
    await expect(deleteShareLink(replying(404, { success: false, error: "gone" }), "abcDEF123_-x", "t")).resolves.toBeUndefined();
    await expect(deleteShareLink(replying(500, { success: false, error: "boom" }), "abcDEF123_-x", "t")).rejects.toThrow("boom");
    expect(await fetchSharedDp(replying(404, { success: false, error: "gone" }), "abcDEF123_-x")).toBeNull();
    const found = await fetchSharedDp(
      replying(200, { success: true, data: { id: "abcDEF123_-x", image_url: "/media/a.png", campaign: { short_id: "finals", title: "Finals" }, expires_at: "2026-12-23T00:00:00.000Z" } }),
      "abcDEF123_-x",
    );
    expect(found).toEqual({ id: "abcDEF123_-x", imageUrl: "/media/a.png", campaign: { shortId: "finals", title: "Finals" }, expiresAt: "2026-12-23T00:00:00.000Z" });
  });
});
