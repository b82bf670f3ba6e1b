import { useQuery } from "@tanstack/react-query";
import { useAuth } from "../auth/auth-context.ts";
import { browserFetch } from "../auth/http.ts";
import { type AdminCheckTimeout, checkAdminStatus } from "./admin-api.ts";
import { ADMIN_CHECK_QUERY_KEY } from "./query-keys.ts";

/**
 * check-status for the signed-in user, asked again on every admin screen (rights can be taken
 * away) while the last answer shows at once, so moving between tabs does not flash a spinner.
 */
export function useAdminCheck(timeout: AdminCheckTimeout | undefined) {
  const { user } = useAuth();
  return useQuery({
    queryKey: ADMIN_CHECK_QUERY_KEY,
    queryFn: ({ signal }) => checkAdminStatus(browserFetch, timeout, signal),
    enabled: user !== null,
    staleTime: 0,
    // The spec reports a failed or timed-out check at once; the screen offers its own retry.
    retry: false,
  });
}
