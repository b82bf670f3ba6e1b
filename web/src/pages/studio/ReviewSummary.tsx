import { Trans, useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { categoryLabel } from "../../components/campaigns/category-labels.ts";
import { Card } from "../../components/ui/Card.tsx";
import type { CampaignForm } from "../../features/studio/campaign-form.ts";
import { formatInteger } from "../../lib/format.ts";
import { pageLanguageLabel } from "./PageLanguageField.tsx";

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
  const { i18n, t } = useLingui();
  const { design } = form;
  const size = formatInteger(i18n.locale, design.avatar_size);
  const font = design.text_font;
  const textSize = formatInteger(i18n.locale, design.text_size);
  return (
    <Card className="px-5 py-2">
      <dl className="divide-y divide-slate-100">
        <Row term={t`Title`}>
          {form.title.trim() || (
            <span className="text-rose-700">
              <Trans>Missing</Trans>
            </span>
          )}
        </Row>
        <Row term={t`Category`}>{categoryLabel(i18n, form.category)}</Row>
        {form.description.trim() ? <Row term={t`Description`}>{form.description.trim()}</Row> : null}
        {shortId !== undefined ? (
          <Row term={t`Link`}>
            {/* An address reads left to right in every language. */}
            <span dir="ltr">
              {window.location.host}/campaign/<strong className="font-semibold">{shortId || "…"}</strong>
            </span>
          </Row>
        ) : null}
        <Row term={t`Page language`}>{pageLanguageLabel(i18n, form.locale)}</Row>
        {design.frame_mode === "overlay" ? (
          <Row term={t`Frame style`}>
            <Trans>Frame over photo</Trans>
          </Row>
        ) : (
          <Row term={t`Photo slot`}>{design.avatar_shape === "circle" ? <Trans>Circle, size {size}</Trans> : <Trans>Square, size {size}</Trans>}</Row>
        )}
        <Row term={t`Name text`}>
          {design.include_text ? (
            <Trans>
              {font}, {textSize} px
            </Trans>
          ) : (
            <Trans>Not included</Trans>
          )}
        </Row>
        {form.caption_template.trim() ? <Row term={t`Caption`}>{form.caption_template.trim()}</Row> : null}
      </dl>
    </Card>
  );
}
