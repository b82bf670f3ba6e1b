import { type AdminCampaignRow, BROWSE_MESSAGES, PRODUCT_NAME } from "@twend/shared";
import Plus from "lucide-react/icons/plus";
import SearchX from "lucide-react/icons/search-x";
import Trash2 from "lucide-react/icons/trash";
import { ConfirmDialog } from "../../../components/ui/ConfirmDialog.tsx";
import { Container } from "../../../components/ui/Container.tsx";
import { EmptyState } from "../../../components/ui/EmptyState.tsx";
import { FormMessage } from "../../../components/ui/FormMessage.tsx";
import { LinkButton } from "../../../components/ui/LinkButton.tsx";
import { LIST_CHECK_TIMEOUT } from "../../../features/admin/admin-api.ts";
import { ADMIN_SCREEN_MESSAGES } from "../../../features/admin/admin-messages.ts";
import { isCampaignListFiltered, readCampaignState, writeCampaignState } from "../../../features/admin/admin-params.ts";
import { type CampaignAction, campaignActionFailure, useAdminCampaigns, useCampaignAction } from "../../../features/admin/use-admin-lists.ts";
import { AdminShell } from "../AdminShell.tsx";
import { AdminDataTable } from "../table/AdminDataTable.tsx";
import { AdminListBody } from "../table/AdminListBody.tsx";
import { AdminPageHeader } from "../table/AdminPageHeader.tsx";
import { useRowActions } from "../table/use-row-actions.ts";
import { useUrlState } from "../table/use-url-state.ts";
import { campaignColumns, campaignPrimaryColumn } from "./campaign-columns.tsx";
import { CampaignRowActions } from "./CampaignRowActions.tsx";
import { CampaignToolbar } from "./CampaignToolbar.tsx";

/** Admins create through the creator flow, so the spec's create button leads there. */
const CREATE_PATH = "/create";

function CampaignManagement() {
  const [state, update] = useUrlState(readCampaignState, writeCampaignState);
  const list = useAdminCampaigns(state);
  const action = useCampaignAction();
  const { run, notice, heading, toDelete, askDelete, closeDelete, busyRow } = useRowActions<AdminCampaignRow, CampaignAction>(action, campaignActionFailure);
  const filtered = isCampaignListFiltered(state);

  return (
    <Container wide className="space-y-5 py-6 sm:py-8">
      <title>{`Twend Management · ${PRODUCT_NAME} Admin`}</title>
      <AdminPageHeader
        headingRef={heading}
        title="Twend Management"
        description="Search, sort and moderate every Twend on the platform."
        action={
          <LinkButton to={CREATE_PATH} className="self-start sm:self-auto">
            <Plus aria-hidden="true" className="size-4" />
            Create New Twend
          </LinkButton>
        }
      />
      <CampaignToolbar state={state} onChange={update} />
      <FormMessage>{notice}</FormMessage>
      <AdminListBody
        list={list}
        failedText={ADMIN_SCREEN_MESSAGES.fetchCampaignsFailed}
        loadingLabel="Loading Twends…"
        onPage={(page) => update({ page })}
        empty={
          <EmptyState
            icon={SearchX}
            title="No Twends Found"
            text={filtered ? BROWSE_MESSAGES.emptyFiltered : BROWSE_MESSAGES.emptyAll}
            headingLevel="h2"
            action={<LinkButton to={CREATE_PATH}>Create First Twend</LinkButton>}
          />
        }
      >
        {(rows, stale) => (
          <AdminDataTable
            label="Twends"
            rows={rows}
            rowKey={(row) => row.id}
            primary={campaignPrimaryColumn}
            columns={campaignColumns}
            stale={stale}
            actions={(row) => (
              <CampaignRowActions
                row={row}
                busy={busyRow === row.id}
                onToggleActive={() => run({ kind: "flag", row, flag: { is_active: !row.is_active } })}
                onToggleTrending={() => run({ kind: "flag", row, flag: { is_trending: !row.is_trending } })}
                onResolveReports={() => run({ kind: "flag", row, flag: { resolve_reports: true } })}
                onDelete={() => askDelete(row)}
              />
            )}
          />
        )}
      </AdminListBody>
      {toDelete ? (
        <ConfirmDialog
          title="Delete Twend?"
          description={ADMIN_SCREEN_MESSAGES.deleteCampaignConfirmation(toDelete.title)}
          confirmLabel="Delete Twend"
          busyLabel="Deleting…"
          icon={<Trash2 aria-hidden="true" className="size-4" />}
          busy={action.isPending}
          onConfirm={(close) => run({ kind: "delete", row: toDelete }, close)}
          onClose={closeDelete}
        />
      ) : null}
    </Container>
  );
}

/** /admin/campaigns: the spec's Twend management table. */
export default function AdminCampaignsPage() {
  return (
    <AdminShell active="twends" checkTimeout={LIST_CHECK_TIMEOUT}>
      <CampaignManagement />
    </AdminShell>
  );
}
