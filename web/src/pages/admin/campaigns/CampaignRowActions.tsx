import type { AdminCampaignRow } from "@twend/shared";
import Flame from "lucide-react/icons/flame";
import Power from "lucide-react/icons/power";
import PowerOff from "lucide-react/icons/power-off";
import ShieldCheck from "lucide-react/icons/shield-check";
import Trash2 from "lucide-react/icons/trash";
import { Button } from "../../../components/ui/Button.tsx";

interface CampaignRowActionsProps {
  row: AdminCampaignRow;
  /** An action on this row is in flight. */
  busy: boolean;
  onToggleActive: () => void;
  onToggleTrending: () => void;
  /** Closes the Twend's open reports: it is listed publicly again if active. */
  onResolveReports: () => void;
  onDelete: () => void;
}

/** The spec's row actions: Activate or Deactivate, Set as trending or Remove from trending, Delete; and Mark reviewed for reported Twends. */
export function CampaignRowActions({ row, busy, onToggleActive, onToggleTrending, onResolveReports, onDelete }: CampaignRowActionsProps) {
  const ActiveIcon = row.is_active ? PowerOff : Power;
  return (
    <>
      <Button variant="secondary" size="sm" className="px-3 lg:px-2.5" disabled={busy} onClick={onToggleActive}>
        <ActiveIcon aria-hidden="true" className="size-4" />
        {row.is_active ? "Deactivate" : "Activate"}
      </Button>
      <Button variant="secondary" size="sm" className="px-3 lg:px-2.5" disabled={busy} onClick={onToggleTrending}>
        <Flame aria-hidden="true" className="size-4" />
        {row.is_trending ? "Remove from trending" : "Set as trending"}
      </Button>
      {row.open_reports > 0 ? (
        <Button variant="secondary" size="sm" className="px-3 lg:px-2.5" disabled={busy} onClick={onResolveReports}>
          <ShieldCheck aria-hidden="true" className="size-4" />
          Mark reviewed
        </Button>
      ) : null}
      {/* In the wide table the bin alone says it, which keeps each row's actions on one line. */}
      <Button variant="ghost" size="sm" className="px-3 text-rose-700 hover:bg-rose-50 hover:text-rose-800 lg:px-2.5" disabled={busy} onClick={onDelete} title="Delete">
        <Trash2 aria-hidden="true" className="size-4" />
        <span className="lg:sr-only">Delete</span>
      </Button>
    </>
  );
}
