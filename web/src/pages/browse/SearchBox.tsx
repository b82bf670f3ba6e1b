import { Trans, useLingui } from "@lingui/react/macro";
import { BROWSE_SEARCH_MAX } from "@twend/shared";
import { clsx } from "clsx";
import Search from "lucide-react/icons/search";
import X from "lucide-react/icons/x";
import { useId, useRef } from "react";
import { inputClasses } from "../../components/ui/input-classes.ts";
import { useSearchDraft } from "../../lib/use-search-draft.ts";

interface SearchBoxProps {
  /** The search the page shows now (from the URL). */
  value: string;
  onSearch: (q: string) => void;
  className?: string;
}

/** Reports a search once the typist pauses, or at once on Enter or clear. */
export function SearchBox({ value, onSearch, className }: SearchBoxProps) {
  const { t } = useLingui();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const { draft, type, searchNow } = useSearchDraft(value, onSearch);

  return (
    <form
      role="search"
      className={clsx("relative", className)}
      onSubmit={(event) => {
        event.preventDefault();
        searchNow(draft);
      }}
    >
      <label htmlFor={id} className="sr-only">
        <Trans>Search Twends</Trans>
      </label>
      <Search aria-hidden="true" className="pointer-events-none absolute start-3.5 top-1/2 size-4.5 -translate-y-1/2 text-slate-400" />
      <input
        ref={input}
        id={id}
        type="search"
        value={draft}
        maxLength={BROWSE_SEARCH_MAX}
        placeholder={t`Search Twends`}
        autoComplete="off"
        enterKeyHint="search"
        onChange={(event) => type(event.target.value)}
        // The browser's own clear cross would duplicate the button below, which also restores the list at once.
        className={clsx(inputClasses, "ps-10 pe-11 [&::-webkit-search-cancel-button]:hidden")}
      />
      {draft ? (
        <button
          type="button"
          aria-label={t`Clear search`}
          onClick={() => {
            searchNow("");
            input.current?.focus();
          }}
          className="absolute end-1.5 top-1/2 grid size-8 -translate-y-1/2 place-items-center rounded-full text-slate-500 transition-colors hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          <X aria-hidden="true" className="size-4" />
        </button>
      ) : null}
    </form>
  );
}
