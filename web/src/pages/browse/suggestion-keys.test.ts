import { describe, expect, it } from "vitest";
import { CLOSED, suggestionKey, type SuggestionFocus } from "./suggestion-keys.ts";

const open = (active: number | null): SuggestionFocus => ({ open: true, active });

/** The focus after pressing `keys` in order, from `start`, with `count` options. */
function press(keys: string[], count: number, start: SuggestionFocus = open(null)): SuggestionFocus {
  return keys.reduce((focus, key) => suggestionKey(focus, key, count).focus, start);
}

describe("the search box's suggestion keys", () => {
  it("moves down from the box to the first option and on, wrapping from the last to the first", () => {
    expect(press(["ArrowDown"], 3)).toEqual(open(0));
    expect(press(["ArrowDown", "ArrowDown", "ArrowDown"], 3)).toEqual(open(2));
    expect(press(["ArrowDown", "ArrowDown", "ArrowDown", "ArrowDown"], 3)).toEqual(open(0));
  });

  it("moves up from the box to the last option and on, wrapping from the first to the last", () => {
    expect(press(["ArrowUp"], 3)).toEqual(open(2));
    expect(press(["ArrowDown", "ArrowUp"], 3)).toEqual(open(2));
    expect(press(["ArrowDown", "ArrowDown", "ArrowUp"], 3)).toEqual(open(0));
  });

  it("opens a closed list with the arrows, and leaves the arrows to the caret when there is nothing to offer", () => {
    expect(press(["ArrowDown"], 2, CLOSED)).toEqual(open(0));
    expect(press(["ArrowUp"], 2, CLOSED)).toEqual(open(1));
    expect(suggestionKey(open(null), "ArrowDown", 0)).toEqual({ focus: open(null), handled: false });
  });

  it("opens the active option on Enter, and otherwise lets the form search", () => {
    expect(suggestionKey(open(1), "Enter", 3)).toEqual({ focus: CLOSED, command: { kind: "choose", index: 1 }, handled: true });
    expect(suggestionKey(open(null), "Enter", 3)).toEqual({ focus: CLOSED, command: { kind: "search" }, handled: false });
    expect(suggestionKey({ open: false, active: 1 }, "Enter", 3)).toEqual({ focus: CLOSED, command: { kind: "search" }, handled: false });
    // The list shrank under an active option that is no longer there.
    expect(suggestionKey(open(4), "Enter", 2).command).toEqual({ kind: "search" });
  });

  it("closes the list on the first Escape and clears the box on the second", () => {
    const first = suggestionKey(open(1), "Escape", 3);
    expect(first).toEqual({ focus: CLOSED, handled: true });
    expect(suggestionKey(first.focus, "Escape", 3)).toEqual({ focus: CLOSED, command: { kind: "clear" }, handled: true });
  });

  it("closes the list on Tab and lets the focus move on", () => {
    expect(suggestionKey(open(0), "Tab", 3)).toEqual({ focus: CLOSED, handled: false });
  });

  it("leaves every other key to the box", () => {
    for (const key of ["a", "Backspace", "ArrowLeft", "Home", " "]) expect(suggestionKey(open(1), key, 3)).toEqual({ focus: open(1), handled: false });
  });
});
