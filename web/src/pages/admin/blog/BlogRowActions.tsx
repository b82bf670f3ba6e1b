import type { AdminBlogRow } from "@twend/shared";
import Eye from "lucide-react/icons/eye";
import EyeOff from "lucide-react/icons/eye-off";
import Star from "lucide-react/icons/star";
import StarOff from "lucide-react/icons/star-off";
import Trash2 from "lucide-react/icons/trash";
import { Button } from "../../../components/ui/Button.tsx";

interface BlogRowActionsProps {
  row: AdminBlogRow;
  /** An action on this row is in flight. */
  busy: boolean;
  onTogglePublished: () => void;
  onToggleFeatured: () => void;
  onDelete: () => void;
}

/** The spec's row actions: publish or unpublish, feature or unfeature, delete. The hidden title tells rows apart for screen readers. */
export function BlogRowActions({ row, busy, onTogglePublished, onToggleFeatured, onDelete }: BlogRowActionsProps) {
  const PublishIcon = row.is_published ? EyeOff : Eye;
  const FeatureIcon = row.is_featured ? StarOff : Star;
  const which = <span className="sr-only">{` “${row.title}”`}</span>;
  return (
    // One line on wide screens, where the column otherwise squeezes the buttons into a stack.
    <div className="flex flex-wrap gap-2 md:justify-end xl:flex-nowrap">
      <Button variant="secondary" size="sm" className="px-3" disabled={busy} onClick={onTogglePublished}>
        <PublishIcon aria-hidden="true" className="size-4" />
        {row.is_published ? "Unpublish" : "Publish"}
        {which}
      </Button>
      <Button variant="secondary" size="sm" className="px-3" disabled={busy} onClick={onToggleFeatured}>
        <FeatureIcon aria-hidden="true" className="size-4" />
        {row.is_featured ? "Unfeature" : "Feature"}
        {which}
      </Button>
      {/* Icon only on the wide table, where the two toggles need the room; phones keep the word. */}
      <Button variant="ghost" size="sm" className="px-3 text-rose-700 hover:bg-rose-50 hover:text-rose-800 xl:px-2.5" disabled={busy} onClick={onDelete} title="Delete">
        <Trash2 aria-hidden="true" className="size-4" />
        <span className="xl:sr-only">Delete</span>
        {which}
      </Button>
    </div>
  );
}
