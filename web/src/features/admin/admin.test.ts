import type { Pagination } from "@twend/shared";
import { describe, expect, it } from "vitest";
import { adminCampaignRowFixture } from "../../testing/admin-campaign-row-fixture.ts";
import { fakeFetch } from "../../testing/fake-fetch.ts";
import { AdminCheckError, checkAdminStatus, LIST_CHECK_TIMEOUT } from "./admin-api.ts";
import { describeAdminFailure } from "./admin-failure.ts";
import { DEFAULT_CAMPAIGN_STATE, readCampaignState, readListState, toCampaignQuery, toListQuery, writeCampaignState, writeListState } from "./admin-params.ts";
import { hasPages, pageOfText, showingText } from "./pagination.ts";
import { adminClientOver, fakeTrpcServer } from "./fake-trpc-server.ts";
import { afterCampaignAction } from "./use-admin-lists.ts";

const params = (query: string) => new URLSearchParams(query);

describe("admin table URL state", () => {
  it("reads a plain URL as the defaults: newest first, all categories, page 1", () => {
    expect(readCampaignState(params(""))).toEqual(DEFAULT_CAMPAIGN_STATE);
    expect(readListState(params(""))).toEqual({ q: "", page: 1 });
  });

  it("reads every filter, and falls back on values it does not know", () => {
    expect(readCampaignState(params("q=vote&category=Politics&sort=total_views&order=asc&reported=1&page=3"))).toEqual({
      q: "vote",
      category: "Politics",
      sortBy: "total_views",
      sortOrder: "asc",
      reported: true,
      page: 3,
    });
    expect(readCampaignState(params("category=Music&sort=id&order=up&page=-2&reported=yes"))).toEqual(DEFAULT_CAMPAIGN_STATE);
    expect(readListState(params("page=1.5")).page).toBe(1);
  });

  it("leaves defaults out of the URL and keeps parameters that are not the table's", () => {
    expect(writeCampaignState(params("utm=x"), { category: "Sports", sortOrder: "desc" }).toString()).toBe("utm=x&category=Sports");
    expect(writeCampaignState(params("category=Sports&reported=1"), { category: "", reported: false }).toString()).toBe("");
    expect(writeListState(params(""), { q: "  " }).toString()).toBe("");
  });

  it("goes back to page 1 when a filter changes, and keeps the filters when the page changes", () => {
    expect(writeCampaignState(params("q=vote&page=4"), { sortBy: "title" }).toString()).toBe("q=vote&sort=title");
    expect(writeCampaignState(params("q=vote&page=4"), { page: 5 }).toString()).toBe("q=vote&page=5");
    expect(writeListState(params("q=ada&page=2"), { q: "bob" }).toString()).toBe("q=bob");
  });

  it("sends the API the spec's query: limit 20, the search trimmed, an empty category for All", () => {
    expect(toListQuery({ q: " ada ", page: 2 })).toEqual({ page: 2, limit: 20, search: "ada" });
    expect(toCampaignQuery(DEFAULT_CAMPAIGN_STATE)).toEqual({ page: 1, limit: 20, search: "", category: "", sortBy: "created_at", sortOrder: "desc", reported: "false" });
    expect(toCampaignQuery({ ...DEFAULT_CAMPAIGN_STATE, reported: true }).reported).toBe("true");
  });
});

describe("pagination footer text", () => {
  const page = (p: Partial<Pagination>): Pagination => ({ page: 1, limit: 20, total: 45, totalPages: 3, ...p });

  it("shows only when there is more than one page", () => {
    expect(hasPages(page({}))).toBe(true);
    expect(hasPages(page({ total: 20, totalPages: 1 }))).toBe(false);
    expect(hasPages(page({ total: 0, totalPages: 0 }))).toBe(false);
  });

  it("reads 'Showing X to Y of Z results', the last page ending at the total", () => {
    expect(showingText("en", page({}))).toBe("Showing 1 to 20 of 45 results");
    expect(showingText("en", page({ page: 3 }))).toBe("Showing 41 to 45 of 45 results");
    expect(showingText("en", page({ page: 2, total: 1234, totalPages: 62 }))).toBe("Showing 21 to 40 of 1,234 results");
  });

  it("reads 'Page x of n'", () => {
    expect(pageOfText("en", page({ page: 2 }))).toBe("Page 2 of 3");
  });
});

const row = adminCampaignRowFixture;

describe("admin API client", () => {
  it("reads isAdmin from admin.checkStatus", async () => {
    const server = fakeTrpcServer(() => ({ data: { isAdmin: true } }));
    expect(await checkAdminStatus(adminClientOver(server), LIST_CHECK_TIMEOUT)).toEqual({ isAdmin: true });
    expect(new URL(server.calls[0]?.path ?? "").pathname).toBe("/trpc/admin.checkStatus");
  });

  it("words a failed check with its status line, a dropped connection, and a timeout with the screen's own text", async () => {
    const failing = fakeFetch(
      () =>
        new Response(JSON.stringify([{ error: { message: "Internal error", code: -32603, data: { code: "INTERNAL_SERVER_ERROR", httpStatus: 500 } } }]), {
          status: 500,
          statusText: "Internal Server Error",
        }),
    );
    const failed: unknown = await checkAdminStatus(adminClientOver(failing), LIST_CHECK_TIMEOUT).catch((e: unknown) => e);
    expect(failed).toMatchObject({ message: "Failed to load admin data: Admin check failed: 500 Internal Server Error", status: 500 });

    const offline = fakeFetch(() => Promise.reject(new TypeError("Failed to fetch")));
    await expect(checkAdminStatus(adminClientOver(offline), LIST_CHECK_TIMEOUT)).rejects.toMatchObject({
      message: "Failed to load admin data: Network request failed",
      status: null,
    });

    const hanging = fakeFetch(
      (call) => new Promise<Response>((_, reject) => call.init?.signal?.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError")))),
    );
    const error: unknown = await checkAdminStatus(adminClientOver(hanging), { ms: 10, message: "Request timed out. Please try again." }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AdminCheckError);
    expect((error as AdminCheckError).message).toBe("Request timed out. Please try again.");
  });

  it("shows the server's reason for a refused status change", async () => {
    const server = fakeTrpcServer(() => ({ status: 400, message: "You cannot deactivate your own account" }));
    const error = await adminClientOver(server)
      .setUserStatus.mutate({ user_id: "abc", is_active: false })
      .catch((e: unknown) => e);
    expect(server.calls[0]).toMatchObject({ method: "POST", json: { 0: { user_id: "abc", is_active: false } } });
    expect(describeAdminFailure(error, "Failed to update user status")).toBe("You cannot deactivate your own account");
    expect(describeAdminFailure(new Error("boom"), "Failed to update user status")).toBe("Failed to update user status");
    const offline = await adminClientOver(fakeFetch(() => Promise.reject(new TypeError("Failed to fetch"))))
      .setUserStatus.mutate({ user_id: "abc", is_active: false })
      .catch((e: unknown) => e);
    expect(describeAdminFailure(offline, "Failed to update user status")).toBe("Failed to update user status");
  });
});

describe("cached Twend pages after an action", () => {
  const page = { campaigns: [row(), row({ id: 2 })], pagination: { page: 1, limit: 20, total: 2, totalPages: 1 } };

  it("flips the flag of the changed row only", () => {
    const next = afterCampaignAction(page, { kind: "flag", row: row(), flag: { is_trending: true } });
    expect(next?.campaigns.map((r) => r.is_trending)).toEqual([true, false]);
  });

  it("clears the reports of a reviewed row", () => {
    const reported = {
      ...page,
      campaigns: [
        row({ open_reports: 5, report_reasons: ["Spam or scam"], distinct_reporters: 2 }),
        row({ id: 2, open_reports: 1, report_reasons: ["Something else"], distinct_reporters: 1 }),
      ],
    };
    const next = afterCampaignAction(reported, { kind: "flag", row: row(), flag: { resolve_reports: true } });
    expect(next?.campaigns.map((r) => [r.open_reports, r.report_reasons, r.distinct_reporters])).toEqual([
      [0, [], 0],
      [1, ["Something else"], 1],
    ]);
  });

  it("drops a deleted row and counts one less; pages without it stay as they were", () => {
    const next = afterCampaignAction(page, { kind: "delete", row: row({ id: 2 }) });
    expect(next?.campaigns.map((r) => r.id)).toEqual([1]);
    expect(next?.pagination.total).toBe(1);
    expect(afterCampaignAction(page, { kind: "delete", row: row({ id: 9 }) })).toBe(page);
  });
});
