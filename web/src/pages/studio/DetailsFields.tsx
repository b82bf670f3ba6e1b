import { useLingui } from "@lingui/react/macro";
import { CAMPAIGN_CATEGORIES, type CampaignCategory } from "@twend/shared";
import { categoryLabel } from "../../components/campaigns/category-labels.ts";
import { TextAreaField } from "../../components/ui/TextAreaField.tsx";
import { TextField } from "../../components/ui/TextField.tsx";
import type { CampaignForm } from "../../features/studio/campaign-form.ts";
import { SelectField } from "../../components/ui/SelectField.tsx";
import { PageLanguageField } from "./PageLanguageField.tsx";

// The server's limits (campaignDraftInput), enforced while typing rather than refused on save.
const TITLE_MAX = 100;
const DESCRIPTION_MAX = 1000;

interface DetailsFieldsProps {
  form: CampaignForm;
  onChange: (patch: Partial<Pick<CampaignForm, "title" | "description" | "category" | "locale">>) => void;
  autoFocusTitle?: boolean;
}

/** Title, description, category and the page's language: what the Twend is and how its page greets visitors. */
export function DetailsFields({ form, onChange, autoFocusTitle = false }: DetailsFieldsProps) {
  const { i18n, t } = useLingui();
  return (
    <div className="space-y-5">
      <TextField
        label={t`Title`}
        value={form.title}
        onChange={(event) => onChange({ title: event.target.value })}
        required
        maxLength={TITLE_MAX}
        placeholder={t`e.g. Class of 2026 Graduation`}
        aria-invalid={form.title !== "" && form.title.trim() === "" ? true : undefined}
        autoFocus={autoFocusTitle}
        autoComplete="off"
      />
      <TextAreaField
        label={t`Description (optional)`}
        value={form.description}
        onChange={(event) => onChange({ description: event.target.value })}
        maxLength={DESCRIPTION_MAX}
        rows={3}
        placeholder={t`Tell supporters what this Twend is for.`}
      />
      <SelectField<CampaignCategory>
        label={t`Category`}
        value={form.category}
        options={CAMPAIGN_CATEGORIES}
        onChange={(category) => onChange({ category })}
        labelOf={(category) => categoryLabel(i18n, category)}
        required
      />
      <PageLanguageField value={form.locale} onChange={(locale) => onChange({ locale })} />
    </div>
  );
}
