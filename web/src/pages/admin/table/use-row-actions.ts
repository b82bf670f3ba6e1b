import type { UseMutationResult } from "@tanstack/react-query";
import { useRef, useState } from "react";
import { describeAdminFailure } from "../../../features/admin/admin-failure.ts";

interface RowAction<Row> {
  kind: string;
  row: Row;
}

/**
 * What an admin table does around its row actions: one action at a time with its row busy, the
 * failure shown above the table, and a delete confirmed in a dialog after which focus goes to the
 * page heading (the deleted row took the button focus would have returned to).
 */
export function useRowActions<Row extends { id: number | string }, Action extends RowAction<Row>>(
  action: UseMutationResult<unknown, unknown, Action>,
  failureText: (action: Action) => string,
) {
  const [notice, setNotice] = useState<string | null>(null);
  const [toDelete, setToDelete] = useState<Row | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const deleted = useRef(false);

  function run(next: Action, onSettled?: () => void) {
    setNotice(null);
    action.mutate(next, {
      onSuccess: () => {
        deleted.current = next.kind === "delete";
      },
      onError: (error) => setNotice(describeAdminFailure(error, failureText(next))),
      onSettled,
    });
  }

  function closeDelete() {
    setToDelete(null);
    if (deleted.current) heading.current?.focus();
    deleted.current = false;
  }

  return {
    run,
    notice,
    heading,
    toDelete,
    askDelete: setToDelete,
    closeDelete,
    busyRow: action.isPending ? action.variables.row.id : null,
  };
}
