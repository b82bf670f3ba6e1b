import type { ReactNode } from "react";
import { Card } from "../../components/ui/Card.tsx";
import type { CampaignForm } from "../../features/studio/campaign-form.ts";

interface ReviewSummaryProps {
  form: CampaignForm;
  /** The editor's custom link, shown with the address it completes. */
  shortId?: string;
}

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-[7.5rem_minmax(0,1fr)] gap-3 py-2.5 text-sm">
      <dt className="font-medium text-slate-500">{term}</dt>
      <dd className="break-words text-slate-900">{children}</dd>
    </div>
  );
}

/** The last wizard step's recap of what will be saved. */
export function ReviewSummary({ form, shortId }: ReviewSummaryProps) {
  const { design } = form;
  return (
    <Card className="px-5 py-2">
      <dl className="divide-y divide-slate-100">
        <Row term="Title">{form.title.trim() || <span className="text-rose-700">Missing</span>}</Row>
        <Row term="Category">{form.category}</Row>
        {form.description.trim() ? <Row term="Description">{form.description.trim()}</Row> : null}
        {shortId !== undefined ? (
          <Row term="Link">
            {window.location.host}/campaign/<strong className="font-semibold">{shortId || "…"}</strong>
          </Row>
        ) : null}
        {design.frame_mode === "overlay" ? (
          <Row term="Frame style">Frame over photo</Row>
        ) : (
          <Row term="Photo slot">
            {design.avatar_shape === "circle" ? "Circle" : "Square"}, size {design.avatar_size}
          </Row>
        )}
        <Row term="Name text">{design.include_text ? `${design.text_font}, ${design.text_size} px` : "Not included"}</Row>
        {form.caption_template.trim() ? <Row term="Caption">{form.caption_template.trim()}</Row> : null}
      </dl>
    </Card>
  );
}
