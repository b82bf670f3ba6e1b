import type { AdminCampaignRow } from "@twend/shared";
import { keepPreviousData, useMutation, useQuery } from "@tanstack/react-query";
import { trpc, trpcClient } from "../../lib/trpc.ts";
import type { AdminPage } from "./admin-api.ts";
import { ADMIN_SCREEN_MESSAGES } from "./admin-messages.ts";
import { type AdminCampaignState, type AdminListState, toCampaignQuery, toListQuery } from "./admin-params.ts";

// The previous page stays on screen while the next loads, so paging and filtering do not blank the table.
const listOptions = { staleTime: 0, placeholderData: keepPreviousData } as const;

export function useAdminCampaigns(state: AdminCampaignState) {
  return useQuery(
    trpc.admin.campaigns.queryOptions(toCampaignQuery(state), {
      ...listOptions,
      select: (page): AdminPage<AdminCampaignRow> => ({ rows: page.campaigns, pagination: page.pagination }),
    }),
  );
}

export function useAdminUsers(state: AdminListState) {
  return useQuery(trpc.admin.users.queryOptions(toListQuery(state), { ...listOptions, select: (page) => ({ rows: page.users, pagination: page.pagination }) }));
}

/**
 * One change to a Twend: a flag set to the value the admin asked for (the spec sends the flipped
 * current value), or its open reports closed after review.
 */
export type CampaignFlag = { is_active: boolean } | { is_trending: boolean } | { resolve_reports: true };

export type CampaignAction = { kind: "flag"; row: AdminCampaignRow; flag: CampaignFlag } | { kind: "delete"; row: AdminCampaignRow };

/** The spec's failure text of each action. */
export function campaignActionFailure(action: CampaignAction): string {
  if (action.kind === "delete") return ADMIN_SCREEN_MESSAGES.deleteCampaignFailed;
  if ("resolve_reports" in action.flag) return ADMIN_SCREEN_MESSAGES.reviewFailed;
  return "is_active" in action.flag ? ADMIN_SCREEN_MESSAGES.campaignStatusFailed : ADMIN_SCREEN_MESSAGES.trendingFailed;
}

type CampaignPage = { campaigns: AdminCampaignRow[]; pagination: AdminPage<AdminCampaignRow>["pagination"] };

/** A cached page once `action` has succeeded: the flag changed, or the row gone and the count one less. */
export function afterCampaignAction(page: CampaignPage | undefined, action: CampaignAction): CampaignPage | undefined {
  if (page === undefined || !page.campaigns.some((row) => row.id === action.row.id)) return page;
  if (action.kind === "flag") {
    const change: Partial<AdminCampaignRow> = "resolve_reports" in action.flag ? { open_reports: 0, report_reasons: [], distinct_reporters: 0 } : action.flag;
    return { ...page, campaigns: page.campaigns.map((row) => (row.id === action.row.id ? { ...row, ...change } : row)) };
  }
  return { campaigns: page.campaigns.filter((row) => row.id !== action.row.id), pagination: { ...page.pagination, total: Math.max(0, page.pagination.total - 1) } };
}

/**
 * Row actions of the Twend table. The change shows in every cached page at once; then the
 * tables are read again, since a change can move a row across filters, sorts and pages.
 */
export function useCampaignAction() {
  return useMutation({
    mutationFn: (action: CampaignAction) =>
      action.kind === "delete"
        ? trpcClient.admin.deleteCampaign.mutate({ id: action.row.id })
        : trpcClient.admin.updateCampaign.mutate({ id: action.row.id, ...action.flag }),
    onSuccess: async (_, action) => {
      await trpc.admin.campaigns.cancel();
      trpc.admin.campaigns.setQueriesData({}, {}, (page) => afterCampaignAction(page, action));
    },
    onSettled: () => trpc.admin.campaigns.invalidate(),
  });
}

export function useUserStatusAction() {
  return useMutation({
    mutationFn: ({ userId, isActive }: { userId: string; isActive: boolean }) => trpcClient.admin.setUserStatus.mutate({ user_id: userId, is_active: isActive }),
    onSettled: () => trpc.admin.users.invalidate(),
  });
}
