import { describe, expect, it } from "vitest";
import { fakeFetch, jsonResponse } from "../../testing/fake-fetch.ts";
import { ADMIN_STATUS_TIMEOUT_MS, deleteOwnerTwend, fetchCreatorStats, fetchIsAdmin, fetchOwnerTwends } from "./dashboard-api.ts";

const twend = {
  id: 1,
  short_id: "vote-2026",
  title: "Vote 2026",
  background_image_url: "/media/abc.png",
  thumbnail_url: null,
  total_views: 3,
  category: "Social",
  total_downloads: 1,
  created_at: "2026-11-23T10:00:00.000Z",
  description: null,
  background_x: 0,
  background_y: 0,
  avatar_x: 100,
  avatar_y: 100,
  avatar_size: 120,
  avatar_shape: "circle",
  avatar_color: "#ffffff",
  text_x: 250,
  text_y: 300,
  text_font: "Arial",
  text_size: 32,
  text_color: "#ffffff",
  include_text: true,
  total_shares: 0,
  caption_template: null,
  preview_image_url: null,
  background_width: 500,
  background_height: 500,
  updated_at: "2026-11-23T10:00:00.000Z",
  is_active: true,
};

describe("dashboard API", () => {
  it("loads the creator's Twends from their envelope", async () => {
    const fetch = fakeFetch(() => jsonResponse(200, { success: true, data: [twend] }));
    await expect(fetchOwnerTwends(fetch)).resolves.toEqual([twend]);
    expect(fetch.calls[0]).toMatchObject({ path: "/api/user/campaigns", method: "GET" });
  });

  it("treats a list of the wrong shape as a failure", async () => {
    const fetch = fakeFetch(() => jsonResponse(200, { success: true, data: [{ id: "one" }] }));
    await expect(fetchOwnerTwends(fetch)).rejects.toMatchObject({ status: 200 });
  });

  it("reports a not-yet-available endpoint with its status and reason", async () => {
    const fetch = fakeFetch(() => jsonResponse(501, { success: false, error: "This endpoint is not available yet" }));
    await expect(fetchOwnerTwends(fetch)).rejects.toMatchObject({ status: 501, serverMessage: "This endpoint is not available yet" });
  });

  it("loads the four totals", async () => {
    const stats = { totalCampaigns: 2, totalViews: 10, totalDownloads: 4, totalShares: 1 };
    const fetch = fakeFetch(() => jsonResponse(200, { success: true, data: stats }));
    await expect(fetchCreatorStats(fetch)).resolves.toEqual(stats);
    expect(fetch.calls[0]?.path).toBe("/api/user/stats");
  });

  it("refuses totals with a missing number", async () => {
    const fetch = fakeFetch(() => jsonResponse(200, { success: true, data: { totalCampaigns: 2 } }));
    await expect(fetchCreatorStats(fetch)).rejects.toBeInstanceOf(Error);
  });

  it("deletes with DELETE and no body", async () => {
    const fetch = fakeFetch(() => jsonResponse(200, { success: true }));
    await deleteOwnerTwend(fetch, 42);
    expect(fetch.calls[0]).toMatchObject({ path: "/api/user/campaigns/42", method: "DELETE", json: undefined });
  });

  it("rejects a failed delete with the server's reason", async () => {
    const fetch = fakeFetch(() => jsonResponse(404, { success: false, error: "Campaign not found" }));
    await expect(deleteOwnerTwend(fetch, 42)).rejects.toMatchObject({ status: 404, serverMessage: "Campaign not found" });
  });

  it("rejects an ok answer without success: true", async () => {
    const fetch = fakeFetch(() => jsonResponse(200, { success: false }));
    await expect(deleteOwnerTwend(fetch, 42)).rejects.toMatchObject({ serverMessage: null });
  });

  it("turns a dropped connection into a NetworkError", async () => {
    const fetch = fakeFetch(() => Promise.reject(new TypeError("Failed to fetch")));
    await expect(deleteOwnerTwend(fetch, 42)).rejects.toMatchObject({ name: "NetworkError" });
  });
});

describe("admin status", () => {
  it("is true only for data.isAdmin === true", async () => {
    await expect(fetchIsAdmin(fakeFetch(() => jsonResponse(200, { success: true, data: { isAdmin: true } })))).resolves.toBe(true);
    await expect(fetchIsAdmin(fakeFetch(() => jsonResponse(200, { success: true, data: { isAdmin: false } })))).resolves.toBe(false);
    await expect(fetchIsAdmin(fakeFetch(() => jsonResponse(401, { success: false, error: "Please sign in to continue" })))).resolves.toBe(false);
  });

  it("gives up after its timeout and counts that as not an admin", async () => {
    // Answers only when the request is aborted, as a hung server would.
    const hung = fakeFetch(
      (call) =>
        new Promise<Response>((_, reject) => {
          call.init?.signal?.addEventListener("abort", () => reject(call.init?.signal?.reason));
        }),
    );
    await expect(fetchIsAdmin(hung, undefined, 20)).resolves.toBe(false);
  });

  it("uses the spec's 10 s timeout by default", () => {
    expect(ADMIN_STATUS_TIMEOUT_MS).toBe(10_000);
  });

  it("lets the caller's own cancellation through", async () => {
    const controller = new AbortController();
    const hung = fakeFetch(
      (call) =>
        new Promise<Response>((_, reject) => {
          call.init?.signal?.addEventListener("abort", () => reject(new DOMException("Aborted", "AbortError")));
        }),
    );
    const pending = fetchIsAdmin(hung, controller.signal);
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: "AbortError" });
  });
});
