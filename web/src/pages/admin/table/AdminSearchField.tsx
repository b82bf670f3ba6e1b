import { clsx } from "clsx";
import Search from "lucide-react/icons/search";
import { useId } from "react";
import { inputClasses } from "../../../components/ui/input-classes.ts";
import { ADMIN_SEARCH_MAX } from "../../../features/admin/admin-params.ts";
import { useSearchDraft } from "../../../lib/use-search-draft.ts";

interface AdminSearchFieldProps {
  label: string;
  /** The search the table shows now (from the URL). */
  value: string;
  onSearch: (q: string) => void;
  className?: string;
}

/** A labelled search box that reports once the typist pauses, or at once on Enter. */
export function AdminSearchField({ label, value, onSearch, className }: AdminSearchFieldProps) {
  const id = useId();
  const { draft, type, searchNow } = useSearchDraft(value, onSearch);

  return (
    <form
      role="search"
      className={className}
      onSubmit={(event) => {
        event.preventDefault();
        searchNow(draft);
      }}
    >
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-slate-800">
        {label}
      </label>
      <div className="relative">
        <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3.5 size-4.5 -translate-y-1/2 text-slate-400" />
        <input
          id={id}
          type="search"
          value={draft}
          maxLength={ADMIN_SEARCH_MAX}
          autoComplete="off"
          enterKeyHint="search"
          onChange={(event) => type(event.target.value)}
          className={clsx(inputClasses, "pl-10")}
        />
      </div>
    </form>
  );
}
