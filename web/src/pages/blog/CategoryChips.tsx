import { BLOG_PUBLIC_CATEGORIES } from "@twend/shared";
import { clsx } from "clsx";
import type { BlogCategory } from "./blog-params.ts";

interface CategoryChipsProps {
  value: BlogCategory | null;
  onChange: (category: BlogCategory | null) => void;
}

const OPTIONS: ReadonlyArray<{ value: BlogCategory | null; label: string }> = [
  { value: null, label: "All" },
  ...BLOG_PUBLIC_CATEGORIES.map((category) => ({ value: category, label: category })),
];

/**
 * Toggle buttons (aria-pressed) rather than tabs: each one reloads the list below, it does not swap panels.
 * On phones the row scrolls sideways instead of stacking five lines of chips above the posts.
 */
export function CategoryChips({ value, onChange }: CategoryChipsProps) {
  return (
    <div role="group" aria-label="Filter by category" className="-mx-4 overflow-x-auto px-4 pb-1 sm:mx-0 sm:overflow-visible sm:px-0">
      <ul className="flex w-max gap-2 sm:w-auto sm:flex-wrap">
        {OPTIONS.map((option) => {
          const active = option.value === value;
          return (
            <li key={option.label}>
              <button
                type="button"
                aria-pressed={active}
                onClick={() => onChange(option.value)}
                className={clsx(
                  "h-10 rounded-full px-4 text-sm font-semibold whitespace-nowrap transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600",
                  active
                    ? "bg-brand-700 text-white shadow-sm shadow-brand-900/20"
                    : "border border-slate-200 bg-white text-slate-700 hover:border-brand-300 hover:bg-brand-50 hover:text-brand-800",
                )}
              >
                {option.label}
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
