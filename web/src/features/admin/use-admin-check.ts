import { useQuery } from "@tanstack/react-query";
import { trpc, trpcClient } from "../../lib/trpc.ts";
import { useAuth } from "../auth/auth-context.ts";
import { type AdminCheckTimeout, checkAdminStatus } from "./admin-api.ts";

/**
 * check-status for the signed-in user, asked again on every admin screen (rights can be taken
 * away) while the last answer shows at once, so moving between tabs does not flash a spinner.
 */
export function useAdminCheck(timeout: AdminCheckTimeout | undefined) {
  const { user } = useAuth();
  return useQuery({
    ...trpc.admin.checkStatus.queryOptions(undefined, {
      enabled: user !== null,
      staleTime: 0,
      // The spec reports a failed or timed-out check at once; the screen offers its own retry.
      retry: false,
      select: (status) => status.isAdmin,
    }),
    // The screen's own wait and wording wrap the call.
    queryFn: ({ signal }) => checkAdminStatus(trpcClient.admin, timeout, signal),
  });
}
