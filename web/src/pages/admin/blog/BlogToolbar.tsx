import { ADMIN_BLOG_SORTS, ADMIN_SORT_ORDERS, BLOG_ADMIN_CATEGORIES } from "@twend/shared";
import { SelectField } from "../../../components/ui/SelectField.tsx";
import type { AdminSortOrder } from "../../../features/admin/admin-params.ts";
import type { AdminBlogCategory, AdminBlogSort, AdminBlogState } from "../../../features/admin/blog-params.ts";
import { AdminSearchField } from "../table/AdminSearchField.tsx";
import { toolbarClasses } from "../table/toolbar-classes.ts";

const CATEGORY_OPTIONS: ReadonlyArray<AdminBlogCategory | ""> = ["", ...BLOG_ADMIN_CATEGORIES];

const SORT_LABELS: Record<AdminBlogSort, string> = {
  created_at: "Date created",
  title: "Title",
  view_count: "Views",
  category: "Category",
};

const ORDER_LABELS: Record<AdminSortOrder, string> = { desc: "Descending", asc: "Ascending" };

interface BlogToolbarProps {
  state: AdminBlogState;
  onChange: (changes: Partial<AdminBlogState>) => void;
}

/** Search, category (All and the editor's set), sort field and order of the blog table. */
export function BlogToolbar({ state, onChange }: BlogToolbarProps) {
  return (
    <div className={`${toolbarClasses} sm:grid-cols-3 lg:grid-cols-[minmax(0,1fr)_11rem_11rem_10rem] lg:items-end`}>
      <AdminSearchField label="Search posts" value={state.q} onSearch={(q) => onChange({ q })} className="sm:col-span-3 lg:col-span-1" />
      <SelectField
        label="Category"
        options={CATEGORY_OPTIONS}
        value={state.category}
        labelOf={(category) => category || "All"}
        onChange={(category) => onChange({ category })}
      />
      <SelectField label="Sort by" options={ADMIN_BLOG_SORTS} value={state.sortBy} labelOf={(sort) => SORT_LABELS[sort]} onChange={(sortBy) => onChange({ sortBy })} />
      <SelectField
        label="Order"
        options={ADMIN_SORT_ORDERS}
        value={state.sortOrder}
        labelOf={(order) => ORDER_LABELS[order]}
        onChange={(sortOrder) => onChange({ sortOrder })}
      />
    </div>
  );
}
