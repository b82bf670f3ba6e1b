import type { AdminCampaignRow } from "@twend/shared";
import { Flame, Power, PowerOff, Trash2 } from "lucide-react";
import { Button } from "../../../components/ui/Button.tsx";

interface CampaignRowActionsProps {
  row: AdminCampaignRow;
  /** An action on this row is in flight. */
  busy: boolean;
  onToggleActive: () => void;
  onToggleTrending: () => void;
  onDelete: () => void;
}

/** The spec's row actions: Activate or Deactivate, Set as trending or Remove from trending, Delete. */
export function CampaignRowActions({ row, busy, onToggleActive, onToggleTrending, onDelete }: CampaignRowActionsProps) {
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
      {/* In the wide table the bin alone says it, which keeps each row's actions on one line. */}
      <Button variant="ghost" size="sm" className="px-3 text-rose-700 hover:bg-rose-50 hover:text-rose-800 lg:px-2.5" disabled={busy} onClick={onDelete} title="Delete">
        <Trash2 aria-hidden="true" className="size-4" />
        <span className="lg:sr-only">Delete</span>
      </Button>
    </>
  );
}
