import type { ReactNode } from "react";
import { Card } from "../../../components/ui/Card.tsx";
import { ErrorState } from "../../../components/ui/ErrorState.tsx";
import { Skeleton } from "../../../components/ui/Skeleton.tsx";
import type { AdminPage } from "../../../features/admin/admin-api.ts";
import { describeAdminFailure } from "../../../features/admin/admin-failure.ts";
import { PaginationFooter } from "./PaginationFooter.tsx";

const SKELETON_ROWS = 6;

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
    return (
      <Card className="space-y-4 p-4" role="status" aria-live="polite">
        <span className="sr-only">{loadingLabel}</span>
        {Array.from({ length: SKELETON_ROWS }, (_, i) => (
          <div key={i} className="flex items-center gap-3">
            <Skeleton className="size-10 shrink-0 rounded-lg" />
            <div className="flex-1 space-y-2">
              <Skeleton className="h-4 w-1/2" />
              <Skeleton className="h-3 w-1/3" />
            </div>
            <Skeleton className="hidden h-9 w-40 rounded-full sm:block" />
          </div>
        ))}
      </Card>
    );
  }
  return (
    <>
      {data.rows.length === 0 ? empty : children(data.rows, list.isPlaceholderData)}
      <PaginationFooter pagination={data.pagination} onPage={onPage} />
    </>
  );
}
