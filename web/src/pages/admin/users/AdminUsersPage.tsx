import { type AdminUserRow, PRODUCT_NAME } from "@twend/shared";
import UserCheck from "lucide-react/icons/user-check";
import UserX from "lucide-react/icons/user-x";
import Users from "lucide-react/icons/users";
import { useState } from "react";
import { Button } from "../../../components/ui/Button.tsx";
import { ConfirmDialog } from "../../../components/ui/ConfirmDialog.tsx";
import { Container } from "../../../components/ui/Container.tsx";
import { EmptyState } from "../../../components/ui/EmptyState.tsx";
import { FormMessage } from "../../../components/ui/FormMessage.tsx";
import { LIST_CHECK_TIMEOUT } from "../../../features/admin/admin-api.ts";
import { describeAdminFailure } from "../../../features/admin/admin-failure.ts";
import { ADMIN_SCREEN_MESSAGES } from "../../../features/admin/admin-messages.ts";
import { readListState, writeListState } from "../../../features/admin/admin-params.ts";
import { useAdminUsers, useUserStatusAction } from "../../../features/admin/use-admin-lists.ts";
import { AdminShell } from "../AdminShell.tsx";
import { AdminDataTable } from "../table/AdminDataTable.tsx";
import { AdminListBody } from "../table/AdminListBody.tsx";
import { AdminPageHeader } from "../table/AdminPageHeader.tsx";
import { AdminSearchField } from "../table/AdminSearchField.tsx";
import { toolbarClasses } from "../table/toolbar-classes.ts";
import { useUrlState } from "../table/use-url-state.ts";
import { userColumns, userName, userPrimaryColumn } from "./user-columns.tsx";

function statusLabel(row: AdminUserRow): string {
  return row.is_active ? "Deactivate User" : "Activate User";
}

function UserManagement() {
  const [state, update] = useUrlState(readListState, writeListState);
  const list = useAdminUsers(state);
  const status = useUserStatusAction();
  const [notice, setNotice] = useState<string | null>(null);
  const [target, setTarget] = useState<AdminUserRow | null>(null);
  const search = state.q.trim();

  function confirm(row: AdminUserRow, close: () => void) {
    setNotice(null);
    status.mutate(
      { userId: row.user_id, isActive: !row.is_active },
      {
        // The server's reason matters here: it refuses the admin's own account in words of its own.
        onError: (error) => setNotice(describeAdminFailure(error, ADMIN_SCREEN_MESSAGES.userStatusFailed)),
        onSettled: close,
      },
    );
  }

  return (
    <Container wide className="space-y-5 py-6 sm:py-8">
      <title>{`User Management · ${PRODUCT_NAME} Admin`}</title>
      <AdminPageHeader title="User Management" description="Find accounts and switch them on or off." />
      <div className={toolbarClasses}>
        <AdminSearchField label="Search users" value={state.q} onSearch={(q) => update({ q })} className="sm:max-w-md" />
      </div>
      <FormMessage>{notice}</FormMessage>
      <AdminListBody
        list={list}
        failedText={ADMIN_SCREEN_MESSAGES.fetchUsersFailed}
        loadingLabel="Loading users…"
        onPage={(page) => update({ page })}
        empty={
          <EmptyState
            icon={Users}
            title="No Users Found"
            text={search ? ADMIN_SCREEN_MESSAGES.noUsersMatching(search) : ADMIN_SCREEN_MESSAGES.noUsersYet}
            headingLevel="h2"
          />
        }
      >
        {(rows, stale) => (
          <AdminDataTable
            label="Users"
            rows={rows}
            rowKey={(row) => row.user_id}
            primary={userPrimaryColumn}
            columns={userColumns}
            stale={stale}
            actions={(row) => (
              <Button variant="secondary" size="sm" className="px-3" onClick={() => setTarget(row)}>
                {row.is_active ? <UserX aria-hidden="true" className="size-4" /> : <UserCheck aria-hidden="true" className="size-4" />}
                {statusLabel(row)}
              </Button>
            )}
          />
        )}
      </AdminListBody>
      {target ? (
        <ConfirmDialog
          title={`${statusLabel(target)}?`}
          description={ADMIN_SCREEN_MESSAGES.userStatusConfirmation(`${userName(target)} (${target.email})`, !target.is_active)}
          confirmLabel={statusLabel(target)}
          busyLabel={target.is_active ? "Deactivating…" : "Activating…"}
          tone={target.is_active ? "danger" : "primary"}
          busy={status.isPending}
          onConfirm={(close) => confirm(target, close)}
          onClose={() => setTarget(null)}
        />
      ) : null}
    </Container>
  );
}

/** /admin/users: the spec's user list with search, pagination and Activate User or Deactivate User. */
export default function AdminUsersPage() {
  return (
    <AdminShell active="users" checkTimeout={LIST_CHECK_TIMEOUT}>
      <UserManagement />
    </AdminShell>
  );
}
