import { describe, expect, it } from "vitest";
import { fakeFetch, jsonResponse } from "../../testing/fake-fetch.ts";
import { ownerCampaignFixture } from "../../testing/owner-campaign-fixture.ts";
import { ADMIN_STATUS_TIMEOUT_MS, deleteOwnerTwend, fetchCreatorStats, fetchIsAdmin, fetchOwnerTwends } from "./dashboard-api.ts";

const twend = ownerCampaignFixture();

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
