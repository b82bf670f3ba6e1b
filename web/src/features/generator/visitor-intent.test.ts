import { describe, expect, it } from "vitest";
import { INTENT_EVENTS, createIntentWatch } from "./visitor-intent.ts";

/** A page stand-in: the watch listens on it as it does on the document. */
function page() {
  const target = new EventTarget();
  let asked = 0;
  const watch = createIntentWatch(() => {
    asked += 1;
    return target;
  });
  return { target, watch, asked: () => asked };
}

describe("visitor intent", () => {
  it.each(INTENT_EVENTS)("counts a %s anywhere on the page as the visitor's act, telling each part once", (type) => {
    const { target, watch } = page();
    const heard: string[] = [];
    watch.subscribe(() => heard.push("background"));
    watch.subscribe(() => heard.push("fonts"));
    expect(watch.acted()).toBe(false);

    target.dispatchEvent(new Event("scroll"));
    expect(watch.acted()).toBe(false);

    target.dispatchEvent(new Event(type));
    target.dispatchEvent(new Event(type));
    target.dispatchEvent(new Event("pointerdown"));
    expect(watch.acted()).toBe(true);
    expect(heard).toEqual(["background", "fonts"]);
  });

  it("counts a picked or dropped photo, which no page event announces, and stops watching the page", () => {
    const { target, watch } = page();
    const heard: string[] = [];
    watch.subscribe(() => heard.push("background"));
    watch.note();
    watch.note();
    target.dispatchEvent(new Event("keydown"));
    expect(watch.acted()).toBe(true);
    expect(heard).toEqual(["background"]);
  });

  it("watches the page once however many parts wait, and forgets the act when the last of them goes", () => {
    const { target, watch, asked } = page();
    const leaveBackground = watch.subscribe(() => undefined);
    const leaveFonts = watch.subscribe(() => undefined);
    expect(asked()).toBe(1);
    target.dispatchEvent(new Event("focusin"));

    // A preview that mounts again while the page stays has the act already.
    leaveFonts();
    const fontsAgain: string[] = [];
    const leaveFontsAgain = watch.subscribe(() => fontsAgain.push("fonts"));
    expect(watch.acted()).toBe(true);
    expect(fontsAgain).toEqual([]);

    // The next generator page waits for an act of its own.
    leaveBackground();
    leaveFontsAgain();
    expect(watch.acted()).toBe(false);
    const next: string[] = [];
    watch.subscribe(() => next.push("background"));
    expect(asked()).toBe(2);
    expect(watch.acted()).toBe(false);
    target.dispatchEvent(new Event("touchstart"));
    expect(next).toEqual(["background"]);
  });

  it("stops listening to a page nobody waits on any more", () => {
    const { target, watch } = page();
    const heard: string[] = [];
    const leave = watch.subscribe(() => heard.push("background"));
    leave();
    target.dispatchEvent(new Event("pointerdown"));
    expect(watch.acted()).toBe(false);
    expect(heard).toEqual([]);
  });
});
