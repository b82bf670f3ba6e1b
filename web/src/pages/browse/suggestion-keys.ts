/** The search box's suggestion list: whether it is open and which option, if any, the keys have made active. */
export interface SuggestionFocus {
  open: boolean;
  /** The active option's index; null while the typing stays in the box. */
  active: number | null;
}

export const CLOSED: SuggestionFocus = { open: false, active: null };

/** What a key press asks of the search box besides moving within the list. */
export type SuggestionCommand =
  /** Open the active option's Twend. */
  | { kind: "choose"; index: number }
  /** Search for what is typed now (the form's own Enter). */
  | { kind: "search" }
  /** Empty the box and the search, as Escape does in a search field. */
  | { kind: "clear" };

export interface SuggestionKeyResult {
  focus: SuggestionFocus;
  command?: SuggestionCommand;
  /** The key was the list's: the browser must not also act on it (move the caret, submit, clear). */
  handled: boolean;
}

/**
 * A key pressed in the search box, by the WAI-ARIA combobox pattern with a listbox popup. The
 * arrows open the list and move through its `count` options, wrapping at either end; Enter opens
 * the active option or else searches; Escape closes the list, then clears; Tab closes it and
 * moves on. Other keys are typing, which the box handles.
 */
export function suggestionKey(focus: SuggestionFocus, key: string, count: number): SuggestionKeyResult {
  switch (key) {
    case "ArrowDown":
    case "ArrowUp": {
      if (count === 0) return { focus, handled: false };
      const down = key === "ArrowDown";
      const from = focus.open ? focus.active : null;
      const active = from === null ? (down ? 0 : count - 1) : (from + (down ? 1 : count - 1)) % count;
      return { focus: { open: true, active }, handled: true };
    }
    case "Enter":
      if (focus.open && focus.active !== null && focus.active < count) {
        return { focus: CLOSED, command: { kind: "choose", index: focus.active }, handled: true };
      }
      return { focus: CLOSED, command: { kind: "search" }, handled: false };
    case "Escape":
      return focus.open ? { focus: CLOSED, handled: true } : { focus, command: { kind: "clear" }, handled: true };
    case "Tab":
      return { focus: CLOSED, handled: false };
    default:
      return { focus, handled: false };
  }
}
