import { useLingui } from "@lingui/react/macro";
import { BROWSE_SORTS, CAMPAIGN_CATEGORIES, type CampaignCategory } from "@twend/shared";
import { categoryLabel } from "../../components/campaigns/category-labels.ts";
import { SelectField } from "../../components/ui/SelectField.tsx";
import { BROWSE_SORT_NAMES, type BrowseState } from "./browse-params.ts";
import { SearchBox } from "./SearchBox.tsx";

/** "" stands for every category: a native select needs a string value for its first option. */
const CATEGORY_OPTIONS: ReadonlyArray<CampaignCategory | ""> = ["", ...CAMPAIGN_CATEGORIES];

interface BrowseToolbarProps {
  state: BrowseState;
  onSearch: (q: string) => void;
  onChange: (changes: Partial<BrowseState>) => void;
}

export function BrowseToolbar({ state, onSearch, onChange }: BrowseToolbarProps) {
  const { t, i18n } = useLingui();
  return (
    // The search box's suggestions hang over the results: the bar (a layer of its own, for its blur) stacks above them.
    <div className="relative z-20 grid gap-3 rounded-2xl border border-slate-200/80 bg-surface/90 p-3 shadow-card backdrop-blur min-[30rem]:grid-cols-2 sm:p-4 lg:grid-cols-[minmax(0,1fr)_13rem_12rem]">
      <SearchBox value={state.q} category={state.category} onSearch={onSearch} className="min-[30rem]:col-span-2 lg:col-span-1" />
      <SelectField
        label={t`Category`}
        hideLabel
        options={CATEGORY_OPTIONS}
        value={state.category ?? ""}
        labelOf={(category) => (category ? categoryLabel(i18n, category) : t`All Categories`)}
        onChange={(category) => onChange({ category: category || null })}
      />
      <SelectField
        label={t`Sort by`}
        hideLabel
        options={BROWSE_SORTS}
        value={state.sort}
        labelOf={(sort) => i18n._(BROWSE_SORT_NAMES[sort])}
        onChange={(sort) => onChange({ sort })}
      />
    </div>
  );
}
