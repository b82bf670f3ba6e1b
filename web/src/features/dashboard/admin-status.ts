/** The spec's wait for the admin status check before the dashboard gives up on it. */
export const ADMIN_STATUS_TIMEOUT_MS = 10_000;

/** `trpcClient.admin.checkStatus`; tests pass a stand-in. */
export interface AdminStatusProcedure {
  query(input: undefined, options: { signal: AbortSignal }): Promise<{ isAdmin: boolean }>;
}

/** admin.checkStatus, abandoned after the spec's wait or when the caller cancels. */
export function askAdminStatus(procedure: AdminStatusProcedure, signal: AbortSignal, timeoutMs: number = ADMIN_STATUS_TIMEOUT_MS): Promise<{ isAdmin: boolean }> {
  return procedure.query(undefined, { signal: AbortSignal.any([signal, AbortSignal.timeout(timeoutMs)]) });
}
