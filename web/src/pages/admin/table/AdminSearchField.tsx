import { clsx } from "clsx";
import Search from "lucide-react/icons/search";
import { useId, useState } from "react";
import { inputClasses } from "../../../components/ui/input-classes.ts";
import { ADMIN_SEARCH_MAX } from "../../../features/admin/admin-params.ts";
import { useDebouncedCallback } from "../../../lib/use-debounced-callback.ts";

/** Waits out a word being typed, so the table is not re-read on every key. */
const SEARCH_DELAY_MS = 300;

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
  const [draft, setDraft] = useState(value);
  const [shown, setShown] = useState(value);
  const debounced = useDebouncedCallback(onSearch, SEARCH_DELAY_MS);

  // The URL changed under the box (back button): show its search, not the stale draft.
  if (value !== shown) {
    setShown(value);
    setDraft(value);
  }

  return (
    <form
      role="search"
      className={className}
      onSubmit={(event) => {
        event.preventDefault();
        debounced.cancel();
        onSearch(draft);
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
          onChange={(event) => {
            setDraft(event.target.value);
            debounced.schedule(event.target.value);
          }}
          className={clsx(inputClasses, "pl-10")}
        />
      </div>
    </form>
  );
}
