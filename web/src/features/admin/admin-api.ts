import type { AdminCampaignRow, AdminUserRow, Pagination } from "@twend/shared";
import { ApiError, dataOf, type Fetch, isRecord, isSuccessful, type JsonReply, NetworkError, requestJson, serverErrorText } from "../auth/http.ts";
import { ADMIN_SCREEN_MESSAGES } from "./admin-messages.ts";

/** The check's answer could not be had: `message` is the spec's text for it, ready to show. */
export class AdminCheckError extends Error {
  constructor(
    message: string,
    /** 401 means signed out after all (an expired session), which sends the visitor to sign in. */
    readonly status: number | null,
  ) {
    super(message);
    this.name = "AdminCheckError";
  }
}

/** How long a screen waits for check-status, and what it says when that runs out (spec: 15 s dashboard, 10 s lists). */
export interface AdminCheckTimeout {
  ms: number;
  message: string;
}

export const DASHBOARD_CHECK_TIMEOUT: AdminCheckTimeout = { ms: 15_000, message: ADMIN_SCREEN_MESSAGES.dashboardTimeout };
export const LIST_CHECK_TIMEOUT: AdminCheckTimeout = { ms: 10_000, message: ADMIN_SCREEN_MESSAGES.listTimeout };

/**
 * GET /api/admin/check-status: true or false from `data.isAdmin`, or an AdminCheckError with the
 * spec's wording. It calls fetch itself because the failure text quotes the status line.
 */
export async function checkAdminStatus(fetchFn: Fetch, timeout: AdminCheckTimeout | undefined, signal?: AbortSignal): Promise<boolean> {
  const timer = timeout ? AbortSignal.timeout(timeout.ms) : undefined;
  const signals = [signal, timer].filter((s): s is AbortSignal => s !== undefined);
  let response: Response;
  try {
    response = await fetchFn("/api/admin/check-status", {
      credentials: "same-origin",
      headers: { Accept: "application/json" },
      signal: signals.length > 0 ? AbortSignal.any(signals) : undefined,
    });
  } catch (error) {
    // The caller's own cancellation (the screen went away) is not a failure to report.
    if (signal?.aborted) throw error;
    if (timeout && timer?.aborted) throw new AdminCheckError(timeout.message, null);
    throw new AdminCheckError(ADMIN_SCREEN_MESSAGES.loadFailed(new NetworkError(error).message), null);
  }
  if (!response.ok) throw new AdminCheckError(ADMIN_SCREEN_MESSAGES.loadFailed(ADMIN_SCREEN_MESSAGES.checkFailed(response.status, response.statusText)), response.status);
  let body: unknown = null;
  try {
    body = await response.json();
  } catch {
    // An unreadable body is judged below like any answer without `isAdmin`.
  }
  const data = dataOf(body);
  if (!isRecord(body) || body.success !== true || !isRecord(data) || typeof data.isAdmin !== "boolean") {
    throw new AdminCheckError(ADMIN_SCREEN_MESSAGES.loadFailed("the server sent an answer this page cannot read"), response.status);
  }
  return data.isAdmin;
}

export interface AdminPage<Row> {
  rows: Row[];
  pagination: Pagination;
}

export function isCount(value: unknown): value is number {
  return typeof value === "number" && Number.isSafeInteger(value) && value >= 0;
}

export function parsePagination(value: unknown): Pagination | null {
  if (!isRecord(value)) return null;
  const { page, limit, total, totalPages } = value;
  return isCount(page) && isCount(limit) && isCount(total) && isCount(totalPages) ? { page, limit, total, totalPages } : null;
}

function isCampaignRow(value: unknown): value is AdminCampaignRow {
  return (
    isRecord(value) &&
    typeof value.id === "number" &&
    typeof value.short_id === "string" &&
    typeof value.title === "string" &&
    typeof value.category === "string" &&
    (value.creator_id === null || typeof value.creator_id === "string") &&
    isCount(value.total_views) &&
    typeof value.is_active === "boolean" &&
    typeof value.is_trending === "boolean" &&
    typeof value.created_at === "string" &&
    typeof value.background_image_url === "string" &&
    isCount(value.open_reports) &&
    Array.isArray(value.report_reasons) &&
    value.report_reasons.every((reason) => typeof reason === "string")
  );
}

function isUserRow(value: unknown): value is AdminUserRow {
  return (
    isRecord(value) &&
    typeof value.user_id === "string" &&
    typeof value.email === "string" &&
    (value.name === null || typeof value.name === "string") &&
    isCount(value.total_campaigns) &&
    typeof value.is_active === "boolean" &&
    (value.last_seen_at === null || typeof value.last_seen_at === "string")
  );
}

/** The server's error text when it gave one, else the screen's own message. */
export function failure(fallback: string, reply: JsonReply): ApiError {
  const serverMessage = serverErrorText(reply.body);
  return new ApiError(serverMessage ?? fallback, reply.status, serverMessage);
}

async function fetchPage<Row>(
  fetchFn: Fetch,
  path: string,
  field: "campaigns" | "users",
  isRow: (value: unknown) => value is Row,
  failedText: string,
  signal?: AbortSignal,
): Promise<AdminPage<Row>> {
  const reply = await requestJson(fetchFn, path, { signal });
  const data = isSuccessful(reply) ? dataOf(reply.body) : undefined;
  const rows: unknown = isRecord(data) ? data[field] : undefined;
  const pagination = isRecord(data) ? parsePagination(data.pagination) : null;
  if (!Array.isArray(rows) || !rows.every(isRow) || pagination === null) throw failure(failedText, reply);
  return { rows, pagination };
}

/** GET /api/admin/campaigns with the table's query string. */
export function fetchAdminCampaigns(fetchFn: Fetch, query: URLSearchParams, signal?: AbortSignal): Promise<AdminPage<AdminCampaignRow>> {
  return fetchPage(fetchFn, `/api/admin/campaigns?${query.toString()}`, "campaigns", isCampaignRow, ADMIN_SCREEN_MESSAGES.fetchCampaignsFailed, signal);
}

/** GET /api/admin/users with the table's query string. */
export function fetchAdminUsers(fetchFn: Fetch, query: URLSearchParams, signal?: AbortSignal): Promise<AdminPage<AdminUserRow>> {
  return fetchPage(fetchFn, `/api/admin/users?${query.toString()}`, "users", isUserRow, ADMIN_SCREEN_MESSAGES.fetchUsersFailed, signal);
}

/**
 * One change to a Twend: a flag set to the value the admin asked for (the spec sends the flipped
 * current value), or its open reports closed after review.
 */
export type CampaignFlag = { is_active: boolean } | { is_trending: boolean } | { resolve_reports: true };

/** PUT /api/admin/campaigns/{id}; rejects with the server's reason, else `failedText`. */
export async function updateAdminCampaign(fetchFn: Fetch, id: number, flag: CampaignFlag, failedText: string): Promise<void> {
  const reply = await requestJson(fetchFn, `/api/admin/campaigns/${id}`, { method: "PUT", json: flag });
  if (!isSuccessful(reply)) throw failure(failedText, reply);
}

/** DELETE /api/admin/campaigns/{id}. */
export async function deleteAdminCampaign(fetchFn: Fetch, id: number): Promise<void> {
  const reply = await requestJson(fetchFn, `/api/admin/campaigns/${id}`, { method: "DELETE" });
  if (!isSuccessful(reply)) throw failure(ADMIN_SCREEN_MESSAGES.deleteTwendFailed, reply);
}

/** PUT /api/admin/users/{user_id}/status; the server refuses the admin's own account with its own reason. */
export async function setAdminUserStatus(fetchFn: Fetch, userId: string, isActive: boolean): Promise<void> {
  const reply = await requestJson(fetchFn, `/api/admin/users/${encodeURIComponent(userId)}/status`, { method: "PUT", json: { is_active: isActive } });
  if (!isSuccessful(reply)) throw failure(ADMIN_SCREEN_MESSAGES.userStatusFailed, reply);
}

/** What a failed action shows: the server's reason when it gave one, else the spec's text for the action. */
export function actionFailureMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.serverMessage ? error.serverMessage : fallback;
}
