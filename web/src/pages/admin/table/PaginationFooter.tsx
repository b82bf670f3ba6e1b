import { useLingui } from "@lingui/react/macro";
import type { Pagination } from "@twend/shared";
import ChevronLeft from "lucide-react/icons/chevron-left";
import ChevronRight from "lucide-react/icons/chevron-right";
import { Button } from "../../../components/ui/Button.tsx";
import { hasPages, pageOfText, showingText } from "../../../features/admin/pagination.ts";

interface PaginationFooterProps {
  pagination: Pagination;
  onPage: (page: number) => void;
}

/** The spec's footer: only when there is more than one page; 'Showing X to Y of Z results', previous, next, 'Page x of n'. */
export function PaginationFooter({ pagination, onPage }: PaginationFooterProps) {
  const { i18n } = useLingui();
  if (!hasPages(pagination)) return null;
  const { page, totalPages } = pagination;
  return (
    <nav aria-label="Pagination" className="mt-4 flex flex-col items-center gap-3 sm:flex-row sm:justify-between">
      <p className="text-sm text-slate-600" aria-live="polite">
        {showingText(i18n.locale, pagination)}
      </p>
      <div className="flex items-center gap-2">
        <Button variant="secondary" size="sm" className="px-3" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          <ChevronLeft aria-hidden="true" className="size-4" />
          Previous
        </Button>
        <span className="px-2 text-sm font-medium whitespace-nowrap text-slate-700">{pageOfText(i18n.locale, pagination)}</span>
        <Button variant="secondary" size="sm" className="px-3" disabled={page >= totalPages} onClick={() => onPage(page + 1)}>
          Next
          <ChevronRight aria-hidden="true" className="size-4" />
        </Button>
      </div>
    </nav>
  );
}
