import type { AdminCampaignRow } from "@twend/shared";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { browserFetch } from "../auth/http.ts";
import { retryUnlessClientError } from "../dashboard/retry-policy.ts";
import { type AdminPage, type CampaignFlag, deleteAdminCampaign, fetchAdminCampaigns, fetchAdminUsers, setAdminUserStatus, updateAdminCampaign } from "./admin-api.ts";
import { ADMIN_SCREEN_MESSAGES } from "./admin-messages.ts";
import { type AdminCampaignState, type AdminListState, toCampaignQuery, toListQuery } from "./admin-params.ts";
import { ADMIN_CAMPAIGNS_QUERY_KEY, ADMIN_USERS_QUERY_KEY } from "./query-keys.ts";

// The previous page stays on screen while the next loads, so paging and filtering do not blank the table.
const listOptions = { staleTime: 0, retry: retryUnlessClientError, placeholderData: keepPreviousData } as const;

export function useAdminCampaigns(state: AdminCampaignState) {
  const query = toCampaignQuery(state);
  return useQuery({
    ...listOptions,
    queryKey: [...ADMIN_CAMPAIGNS_QUERY_KEY, query.toString()],
    queryFn: ({ signal }) => fetchAdminCampaigns(browserFetch, query, signal),
  });
}

export function useAdminUsers(state: AdminListState) {
  const query = toListQuery(state);
  return useQuery({
    ...listOptions,
    queryKey: [...ADMIN_USERS_QUERY_KEY, query.toString()],
    queryFn: ({ signal }) => fetchAdminUsers(browserFetch, query, signal),
  });
}

export type CampaignAction = { kind: "flag"; row: AdminCampaignRow; flag: CampaignFlag } | { kind: "delete"; row: AdminCampaignRow };

/** The spec's failure text of each action. */
export function campaignActionFailure(action: CampaignAction): string {
  if (action.kind === "delete") return ADMIN_SCREEN_MESSAGES.deleteTwendFailed;
  if ("resolve_reports" in action.flag) return ADMIN_SCREEN_MESSAGES.reviewFailed;
  return "is_active" in action.flag ? ADMIN_SCREEN_MESSAGES.twendStatusFailed : ADMIN_SCREEN_MESSAGES.trendingFailed;
}

/** A cached page once `action` has succeeded: the flag changed, or the row gone and the count one less. */
export function afterCampaignAction(page: AdminPage<AdminCampaignRow> | undefined, action: CampaignAction): AdminPage<AdminCampaignRow> | undefined {
  if (page === undefined || !page.rows.some((row) => row.id === action.row.id)) return page;
  if (action.kind === "flag") {
    const change: Partial<AdminCampaignRow> = "resolve_reports" in action.flag ? { open_reports: 0, report_reasons: [] } : action.flag;
    return { ...page, rows: page.rows.map((row) => (row.id === action.row.id ? { ...row, ...change } : row)) };
  }
  return { rows: page.rows.filter((row) => row.id !== action.row.id), pagination: { ...page.pagination, total: Math.max(0, page.pagination.total - 1) } };
}

/**
 * Row actions of the Twend table. The change shows in every cached page at once; then the
 * tables are read again, since a change can move a row across filters, sorts and pages.
 */
export function useCampaignAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: CampaignAction) =>
      action.kind === "delete"
        ? deleteAdminCampaign(browserFetch, action.row.id)
        : updateAdminCampaign(browserFetch, action.row.id, action.flag, campaignActionFailure(action)),
    onSuccess: async (_, action) => {
      await queryClient.cancelQueries({ queryKey: ADMIN_CAMPAIGNS_QUERY_KEY });
      queryClient.setQueriesData<AdminPage<AdminCampaignRow>>({ queryKey: ADMIN_CAMPAIGNS_QUERY_KEY }, (page) => afterCampaignAction(page, action));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ADMIN_CAMPAIGNS_QUERY_KEY }),
  });
}

export function useUserStatusAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, isActive }: { userId: string; isActive: boolean }) => setAdminUserStatus(browserFetch, userId, isActive),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ADMIN_USERS_QUERY_KEY }),
  });
}
