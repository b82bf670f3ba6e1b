import { CAMPAIGN_CATEGORIES, type CampaignCategory } from "@twend/shared";
import { TextAreaField } from "../../components/ui/TextAreaField.tsx";
import { TextField } from "../../components/ui/TextField.tsx";
import type { CampaignForm } from "../../features/studio/campaign-form.ts";
import { SelectField } from "../../components/ui/SelectField.tsx";

// The server's limits (campaignDraftInput), enforced while typing rather than refused on save.
const TITLE_MAX = 100;
const DESCRIPTION_MAX = 1000;

interface DetailsFieldsProps {
  form: CampaignForm;
  onChange: (patch: Partial<Pick<CampaignForm, "title" | "description" | "category">>) => void;
  autoFocusTitle?: boolean;
}

export function DetailsFields({ form, onChange, autoFocusTitle = false }: DetailsFieldsProps) {
  return (
    <div className="space-y-5">
      <TextField
        label="Title"
        value={form.title}
        onChange={(event) => onChange({ title: event.target.value })}
        required
        maxLength={TITLE_MAX}
        placeholder="e.g. Class of 2026 Graduation"
        aria-invalid={form.title !== "" && form.title.trim() === "" ? true : undefined}
        autoFocus={autoFocusTitle}
        autoComplete="off"
      />
      <TextAreaField
        label="Description (optional)"
        value={form.description}
        onChange={(event) => onChange({ description: event.target.value })}
        maxLength={DESCRIPTION_MAX}
        rows={3}
        placeholder="Tell supporters what this Twend is for."
      />
      <SelectField<CampaignCategory> label="Category" value={form.category} options={CAMPAIGN_CATEGORIES} onChange={(category) => onChange({ category })} required />
    </div>
  );
}
