import type { Pagination } from "@twend/shared";
import type { trpcClient } from "../../lib/trpc.ts";
import { ADMIN_SCREEN_MESSAGES } from "./admin-messages.ts";
import { answeredResponse } from "../../lib/api-errors/call-failure.ts";
import { describeFailureDetail } from "./admin-failure.ts";

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

/** The admin procedures; `trpcClient.admin` in the app, the real client over a fake transport in tests. */
export type AdminClient = typeof trpcClient.admin;

/** admin.checkStatus within the screen's wait, or an AdminCheckError with the spec's wording, which quotes the status line. */
export async function checkAdminStatus(admin: AdminClient, timeout: AdminCheckTimeout | undefined, signal?: AbortSignal): Promise<{ isAdmin: boolean }> {
  const timer = timeout ? AbortSignal.timeout(timeout.ms) : undefined;
  const signals = [signal, timer].filter((s): s is AbortSignal => s !== undefined);
  try {
    return await admin.checkStatus.query(undefined, { signal: signals.length > 0 ? AbortSignal.any(signals) : undefined });
  } catch (error) {
    // The caller's own cancellation (the screen went away) is not a failure to report.
    if (signal?.aborted) throw error;
    if (timeout && timer?.aborted) throw new AdminCheckError(timeout.message, null);
    const response = answeredResponse(error);
    const detail = response ? ADMIN_SCREEN_MESSAGES.checkFailed(response.status, response.statusText) : describeFailureDetail(error);
    throw new AdminCheckError(ADMIN_SCREEN_MESSAGES.loadFailed(detail), response?.status ?? null);
  }
}

/** One page of an admin table as the table shows it, whichever list it comes from. */
export interface AdminPage<Row> {
  rows: Row[];
  pagination: Pagination;
}
