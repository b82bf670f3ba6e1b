import { normaliseShortIdInput } from "@twend/shared";
import { describe, expect, it } from "vitest";
import { testI18n } from "../../testing/test-i18n.ts";
import { type CampaignForm, defaultForm } from "./campaign-form.ts";
import { backTarget, canCreate, canSaveEdit, creatorStepBlocker, editorStepBlocker, nextStep, type StepBlocker } from "./wizard-steps.ts";

const i18n = await testI18n();
/** The blocker as the wizard shows it, its message in English. */
const shown = (blocker: StepBlocker | null) => blocker && { field: blocker.field, message: i18n._(blocker.message) };

const background = { kind: "stored", url: "/media/a.png", width: 500, height: 500 } as const;
const form = (patch: Partial<CampaignForm> = {}): CampaignForm => ({ ...defaultForm(), ...patch });

describe("creator step checks", () => {
  it("always lets step 1 be entered", () => {
    expect(creatorStepBlocker(1, form())).toBeNull();
  });

  it("needs a non-blank title for step 2", () => {
    expect(shown(creatorStepBlocker(2, form()))).toEqual({ field: "title", message: "Title is required" });
    expect(creatorStepBlocker(2, form({ title: "   " }))?.field).toBe("title");
    expect(creatorStepBlocker(2, form({ title: "Pride" }))).toBeNull();
  });

  it("needs a category for step 2", () => {
    const noCategory = { ...form({ title: "Pride" }), category: "" } as unknown as CampaignForm;
    expect(shown(creatorStepBlocker(2, noCategory))).toEqual({ field: "category", message: "Category is required" });
  });

  it("needs a background for step 3, whatever the title", () => {
    expect(shown(creatorStepBlocker(3, form({ title: "Pride" })))).toEqual({ field: "background", message: "Background image is required" });
    expect(creatorStepBlocker(3, form({ background }))).toBeNull();
  });

  it("needs a background and a title for step 4", () => {
    expect(creatorStepBlocker(4, form({ title: "Pride" }))?.field).toBe("background");
    expect(creatorStepBlocker(4, form({ background }))?.field).toBe("title");
    expect(creatorStepBlocker(4, form({ background, title: "Pride" }))).toBeNull();
  });

  it("disables Submit without a title or a background, or while saving", () => {
    expect(canCreate(form({ background }), false)).toBe(false);
    expect(canCreate(form({ title: "Pride" }), false)).toBe(false);
    expect(canCreate(form({ title: "Pride", background }), true)).toBe(false);
    expect(canCreate(form({ title: "Pride", background }), false)).toBe(true);
  });
});

describe("editor step checks", () => {
  const ready = form({ title: "Pride", background });

  it("are the creator's for steps 1 to 3", () => {
    expect(editorStepBlocker(2, form(), "abc")?.field).toBe("title");
    expect(editorStepBlocker(3, form({ title: "Pride" }), "abc")?.field).toBe("background");
  });

  it("also need a custom link of 3 or more characters for step 4", () => {
    expect(shown(editorStepBlocker(4, ready, ""))).toEqual({ field: "short_id", message: "Use letters, numbers, and hyphens only. 3-50 characters." });
    expect(editorStepBlocker(4, ready, "ab")?.field).toBe("short_id");
    expect(editorStepBlocker(4, ready, "   ")?.field).toBe("short_id");
    expect(editorStepBlocker(4, ready, "abc")).toBeNull();
  });

  it("disable Save unless title, background and a 3+ character link are there and no save runs", () => {
    expect(canSaveEdit(ready, "abc", false)).toBe(true);
    expect(canSaveEdit(ready, "ab", false)).toBe(false);
    expect(canSaveEdit(ready, "abc", true)).toBe(false);
    expect(canSaveEdit(form({ background }), "abc", false)).toBe(false);
    expect(canSaveEdit(form({ title: "Pride" }), "abc", false)).toBe(false);
  });
});

describe("custom link input", () => {
  it("is lower-cased and stripped to a-z, 0-9 and hyphens as it is typed", () => {
    expect(normaliseShortIdInput("My Link_2026!")).toBe("mylink2026");
    expect(normaliseShortIdInput("Vote-NOW")).toBe("vote-now");
    expect(normaliseShortIdInput("élan vital")).toBe("lanvital");
  });

  it("stops at 50 characters", () => {
    expect(normaliseShortIdInput("a".repeat(60))).toHaveLength(50);
  });
});

describe("wizard navigation", () => {
  it("goes back one step, and to the dashboard from step 1", () => {
    expect(backTarget(1)).toBe("/dashboard");
    expect(backTarget(2)).toBe(1);
    expect(backTarget(4)).toBe(3);
  });

  it("has no step after the fourth", () => {
    expect(nextStep(1)).toBe(2);
    expect(nextStep(3)).toBe(4);
    expect(nextStep(4)).toBeNull();
  });
});
