import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { LIMITS, MESSAGES } from "@twend/shared";
import type { CampaignForm } from "./campaign-form.ts";

export type WizardStep = 1 | 2 | 3 | 4;

export const WIZARD_STEPS: readonly WizardStep[] = [1, 2, 3, 4];

/** Step names shown in each wizard's progress bar. */
export const CREATOR_STEP_LABELS: Readonly<Record<WizardStep, MessageDescriptor>> = {
  1: msg`Details`,
  2: msg`Media`,
  3: msg`Design`,
  4: msg`Publish`,
};

export const EDITOR_STEP_LABELS: Readonly<Record<WizardStep, MessageDescriptor>> = {
  1: msg`Campaign Details`,
  2: msg`Background Image`,
  3: msg`Design Settings`,
  4: msg`Save Changes`,
};

type BlockedField = "title" | "category" | "background" | "short_id";

/** Why a step cannot be entered yet, and which field to fix. */
export interface StepBlocker {
  field: BlockedField;
  message: MessageDescriptor;
}

const CATEGORY_REQUIRED = msg`Category is required`;

/** A text of the shared catalogue, whose English text is its id in the translations. */
const specMessage = (text: string): MessageDescriptor => ({ id: text });

function missingTitle(form: CampaignForm): StepBlocker | null {
  return form.title.trim() === "" ? { field: "title", message: specMessage(MESSAGES.titleRequired) } : null;
}

function missingBackground(form: CampaignForm): StepBlocker | null {
  return form.background === null ? { field: "background", message: specMessage(MESSAGES.backgroundRequired) } : null;
}

/**
 * The creator's check for entering `step`: step 2 needs a
 * non-blank title and a category, step 3 a background, step 4 a background
 * and a title. Null when the step may be entered.
 */
export function creatorStepBlocker(step: WizardStep, form: CampaignForm): StepBlocker | null {
  switch (step) {
    case 1:
      return null;
    case 2:
      return missingTitle(form) ?? (form.category ? null : { field: "category", message: CATEGORY_REQUIRED });
    case 3:
      return missingBackground(form);
    case 4:
      return missingBackground(form) ?? missingTitle(form);
  }
}

export function isShortIdLongEnough(shortId: string): boolean {
  return shortId.trim().length >= LIMITS.shortId.min;
}

/** The editor's checks are the creator's, and step 4 also needs a custom link of 3 or more characters. */
export function editorStepBlocker(step: WizardStep, form: CampaignForm, shortId: string): StepBlocker | null {
  const creatorRule = creatorStepBlocker(step, form);
  if (creatorRule !== null || step !== 4) return creatorRule;
  return isShortIdLongEnough(shortId) ? null : { field: "short_id", message: specMessage(MESSAGES.shortIdRule) };
}

/** Submit is disabled without a title or a background, or while saving. */
export function canCreate(form: CampaignForm, saving: boolean): boolean {
  return !saving && form.title.trim() !== "" && form.background !== null;
}

/** Save needs a title, a background and a custom link of 3 or more characters, and no save running. */
export function canSaveEdit(form: CampaignForm, shortId: string, saving: boolean): boolean {
  return canCreate(form, saving) && isShortIdLongEnough(shortId);
}

/** Where the top back arrow leads: one step back, or the dashboard from step 1. */
export function backTarget(step: WizardStep): WizardStep | "/dashboard" {
  return step === 1 ? "/dashboard" : ((step - 1) as WizardStep);
}

export function nextStep(step: WizardStep): WizardStep | null {
  return step === 4 ? null : ((step + 1) as WizardStep);
}
