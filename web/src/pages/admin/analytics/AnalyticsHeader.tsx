import ArrowLeft from "lucide-react/icons/arrow-left";
import Download from "lucide-react/icons/download";
import FileText from "lucide-react/icons/file-text";
import { Link } from "wouter";
import { Badge } from "../../../components/ui/Badge.tsx";
import { Button } from "../../../components/ui/Button.tsx";
import { AdminPageHeader } from "../table/AdminPageHeader.tsx";

/** Title, the way back, and the exports: CSV of the loaded data (null until it is there), PDF not built yet. */
export function AnalyticsHeader({ onExportCsv }: { onExportCsv: (() => void) | null }) {
  return (
    <header>
      <Link to="/admin/dashboard" className="inline-flex items-center gap-1.5 rounded text-sm font-medium text-slate-600 hover:text-slate-950">
        <ArrowLeft aria-hidden="true" className="size-4" />
        Back to Dashboard
      </Link>
      <div className="mt-4">
        <AdminPageHeader
          title="Platform Analytics"
          description="Traffic, engagement and Twends over the last 7 days."
          action={
            <div className="grid shrink-0 grid-cols-2 gap-2 sm:flex">
              <Button variant="secondary" onClick={onExportCsv ?? undefined} disabled={onExportCsv === null}>
                <Download aria-hidden="true" className="size-4" />
                Export CSV
              </Button>
              <Button variant="secondary" disabled>
                <FileText aria-hidden="true" className="size-4" />
                Export PDF
                <Badge className="ml-1">Coming Soon</Badge>
              </Button>
            </div>
          }
        />
      </div>
    </header>
  );
}
