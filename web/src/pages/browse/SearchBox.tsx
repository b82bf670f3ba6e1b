import { plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { BROWSE_SEARCH_MAX } from "@twend/shared";
import { clsx } from "clsx";
import Search from "lucide-react/icons/search";
import X from "lucide-react/icons/x";
import { useId, useRef, useState } from "react";
import { useLocation } from "wouter";
import { campaignPath } from "../../components/campaigns/cover-url.ts";
import { inputClasses } from "../../components/ui/input-classes.ts";
import { useSearchDraft } from "../../lib/use-search-draft.ts";
import { CLOSED, suggestionKey, type SuggestionFocus } from "./suggestion-keys.ts";
import { SuggestedTitle } from "./SuggestedTitle.tsx";
import { SUGGEST_MIN_CHARS, useSuggestions } from "./use-suggestions.ts";

interface SearchBoxProps {
  /** The search the page shows now (from the URL). */
  value: string;
  /** The category the page shows, which suggestions keep to. */
  category: string | null;
  onSearch: (q: string) => void;
  className?: string;
}

/**
 * Reports a search once the typist pauses, or at once on Enter or clear; meanwhile offers the
 * titles that search finds first, as a combobox with a listbox popup (WAI-ARIA 1.2), to open
 * with the arrows and Enter, a click or a tap.
 */
export function SearchBox({ value, category, onSearch, className }: SearchBoxProps) {
  const { t } = useLingui();
  const id = useId();
  const listId = `${id}-suggestions`;
  const optionId = (index: number) => `${id}-suggestion-${index}`;
  const input = useRef<HTMLInputElement>(null);
  const [, navigate] = useLocation();
  const { draft, type, searchNow, cancel } = useSearchDraft(value, onSearch);
  const [focus, setFocus] = useState<SuggestionFocus>(CLOSED);
  const suggestions = useSuggestions(draft, category, focus.open);

  const asking = draft.trim().length >= SUGGEST_MIN_CHARS;
  const offered = asking ? suggestions.list : [];
  const shown = focus.open && offered.length > 0;
  const active = shown && focus.active !== null && focus.active < offered.length ? focus.active : null;
  let announcement = "";
  if (focus.open && asking && suggestions.settled) {
    const count = offered.length;
    announcement = count === 0 ? t`No suggestions` : t({ message: plural(count, { one: "# suggestion", other: "# suggestions" }) });
  }

  const choose = (index: number) => {
    const chosen = offered[index];
    if (!chosen) return;
    cancel();
    setFocus(CLOSED);
    navigate(campaignPath(chosen.short_id));
  };

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
        role="combobox"
        aria-expanded={shown}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={active === null ? undefined : optionId(active)}
        value={draft}
        maxLength={BROWSE_SEARCH_MAX}
        placeholder={t`Search Twends`}
        autoComplete="off"
        enterKeyHint="search"
        onChange={(event) => {
          setFocus({ open: true, active: null });
          type(event.target.value);
        }}
        onKeyDown={(event) => {
          // Enter ends an input method's composition (Hindi, Arabic keyboards) before it submits anything.
          if (event.nativeEvent.isComposing) return;
          const result = suggestionKey({ open: shown, active }, event.key, offered.length);
          if (result.handled) event.preventDefault();
          setFocus(result.focus);
          if (result.command?.kind === "choose") choose(result.command.index);
          else if (result.command?.kind === "clear" && draft !== "") searchNow("");
        }}
        onBlur={() => setFocus(CLOSED)}
        // The browser's own clear cross would duplicate the button below, which also restores the list at once.
        className={clsx(inputClasses, "ps-10 pe-11 [&::-webkit-search-cancel-button]:hidden")}
      />
      {draft ? (
        <button
          type="button"
          aria-label={t`Clear search`}
          onClick={() => {
            setFocus(CLOSED);
            searchNow("");
            input.current?.focus();
          }}
          className="absolute end-1.5 top-1/2 grid size-8 -translate-y-1/2 place-items-center rounded-full text-slate-500 transition-colors hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          <X aria-hidden="true" className="size-4" />
        </button>
      ) : null}
      {/* Over the results rather than pushing them down; always in the page, so aria-controls names an element. */}
      <ul
        id={listId}
        role="listbox"
        aria-label={t`Suggestions`}
        hidden={!shown}
        className="absolute inset-x-0 top-full z-30 mt-1.5 max-h-[min(22rem,60vh)] animate-fade-in overflow-y-auto rounded-xl border border-slate-200 bg-surface p-1.5 shadow-card-hover"
      >
        {shown
          ? offered.map((suggestion, index) => (
              <li
                key={suggestion.short_id}
                id={optionId(index)}
                role="option"
                aria-selected={index === active}
                // The box keeps the focus, so the click lands on the option and the list stays open until then.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => choose(index)}
                className="flex min-h-11 cursor-pointer items-center gap-2.5 rounded-lg px-3 py-2 text-sm text-slate-800 hover:bg-slate-100 aria-selected:bg-brand-50 aria-selected:text-brand-900 aria-selected:outline-2 aria-selected:-outline-offset-2 aria-selected:outline-brand-600"
              >
                <Search aria-hidden="true" className="size-4 shrink-0 text-slate-400" />
                <SuggestedTitle title={suggestion.title} typed={draft} />
              </li>
            ))
          : null}
      </ul>
      <p role="status" className="sr-only">
        {announcement}
      </p>
    </form>
  );
}
