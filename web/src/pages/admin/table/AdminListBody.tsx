import type { ReactNode } from "react";
import { ErrorState } from "../../../components/ui/ErrorState.tsx";
import type { AdminPage } from "../../../features/admin/admin-api.ts";
import { describeAdminFailure } from "../../../features/admin/admin-failure.ts";
import { AdminListSkeleton } from "./AdminListSkeleton.tsx";
import { PaginationFooter } from "./PaginationFooter.tsx";

interface AdminListBodyProps<Row> {
  /** The list query as React Query reports it. */
  list: { data: AdminPage<Row> | undefined; error: unknown; isFetching: boolean; isPlaceholderData: boolean; refetch: () => unknown };
  loadingLabel: string;
  /** The spec's load failure text ('Failed to fetch campaigns'), for a failure without a reason of its own. */
  failedText: string;
  empty: ReactNode;
  onPage: (page: number) => void;
  children: (rows: readonly Row[], stale: boolean) => ReactNode;
}

/** What both admin tables share below their toolbar: the first load, the failure, the empty list, the rows and the footer. */
export function AdminListBody<Row>({ list, loadingLabel, failedText, empty, onPage, children }: AdminListBodyProps<Row>) {
  const { data, error } = list;
  if (error && !data) {
    // The server's reason when it gave one; a dropped connection gets the spec's text.
    const message = describeAdminFailure(error, failedText);
    return <ErrorState message={message} onRetry={() => void list.refetch()} retrying={list.isFetching} />;
  }
  if (!data) {
    return <AdminListSkeleton label={loadingLabel} thumbnail />;
  }
  return (
    <>
      {data.rows.length === 0 ? empty : children(data.rows, list.isPlaceholderData)}
      <PaginationFooter pagination={data.pagination} onPage={onPage} />
    </>
  );
}
