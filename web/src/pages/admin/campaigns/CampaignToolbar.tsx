import { ADMIN_CAMPAIGN_CATEGORIES, ADMIN_CAMPAIGN_SORTS, ADMIN_SORT_ORDERS } from "@twend/shared";
import { useId } from "react";
import { SelectField } from "../../../components/ui/SelectField.tsx";
import type { AdminCampaignCategory, AdminCampaignSort, AdminCampaignState, AdminSortOrder } from "../../../features/admin/admin-params.ts";
import { AdminSearchField } from "../table/AdminSearchField.tsx";
import { toolbarClasses } from "../table/toolbar-classes.ts";

const CATEGORY_OPTIONS: ReadonlyArray<AdminCampaignCategory | ""> = ["", ...ADMIN_CAMPAIGN_CATEGORIES];

const SORT_LABELS: Record<AdminCampaignSort, string> = {
  created_at: "Date created",
  title: "Title",
  total_views: "Views",
  category: "Category",
};

const ORDER_LABELS: Record<AdminSortOrder, string> = { desc: "Descending", asc: "Ascending" };

interface CampaignToolbarProps {
  state: AdminCampaignState;
  onChange: (changes: Partial<AdminCampaignState>) => void;
}

/** Search, category, the reported-only filter, sort field and order of the Twend table. */
export function CampaignToolbar({ state, onChange }: CampaignToolbarProps) {
  const reportedId = useId();
  return (
    <div className={`${toolbarClasses} grid-cols-2 md:grid-cols-4 lg:grid-cols-[minmax(0,1fr)_11rem_10rem_9rem_auto] lg:items-end`}>
      <AdminSearchField label="Search Twends" value={state.q} onSearch={(q) => onChange({ q })} className="col-span-2 md:col-span-4 lg:col-span-1" />
      <SelectField
        className="col-span-2 md:col-span-1"
        label="Category"
        options={CATEGORY_OPTIONS}
        value={state.category}
        labelOf={(category) => category || "All"}
        onChange={(category) => onChange({ category })}
      />
      <SelectField
        label="Sort by"
        options={ADMIN_CAMPAIGN_SORTS}
        value={state.sortBy}
        labelOf={(sort) => SORT_LABELS[sort]}
        onChange={(sortBy) => onChange({ sortBy })}
      />
      <SelectField
        label="Order"
        options={ADMIN_SORT_ORDERS}
        value={state.sortOrder}
        labelOf={(order) => ORDER_LABELS[order]}
        onChange={(sortOrder) => onChange({ sortOrder })}
      />
      <label
        htmlFor={reportedId}
        className="col-span-2 flex h-11 cursor-pointer md:col-span-1 md:self-end items-center gap-2.5 rounded-xl border border-slate-300 bg-surface px-3.5 text-sm font-medium whitespace-nowrap text-slate-800 shadow-xs hover:border-slate-400 has-[:checked]:border-rose-300 has-[:checked]:bg-rose-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-500/40"
      >
        <input
          id={reportedId}
          type="checkbox"
          checked={state.reported}
          onChange={(event) => onChange({ reported: event.target.checked })}
          className="size-4 rounded accent-rose-600 focus:outline-none"
        />
        Reported only
      </label>
    </div>
  );
}
