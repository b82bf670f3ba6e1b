import type { I18n, MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { translateText } from "@twend/i18n/translate-text";
import { MESSAGES } from "@twend/shared";
import { apiAnswer, callFailure } from "../../lib/api-errors/call-failure.ts";
import { describeFailure, type FailureTexts } from "../../lib/api-errors/describe-failure.ts";

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null;
}

/** The spec's texts, whose English is their id. */
const CREATE_FAILED: MessageDescriptor = { id: MESSAGES.createFailed };
const BACKGROUND_TOO_LARGE: MessageDescriptor = { id: MESSAGES.backgroundTooLarge };
const CREATE_NETWORK_FAILED = msg`Failed to create campaign. Please try again.`;
const NON_STRING_ERROR = msg`An error occurred. Please try again.`;
const UPDATE_FAILED = msg`Failed to update campaign`;
const UPDATE_NETWORK_FAILED = msg`Failed to update campaign. Please try again.`;

function issuePath(path: unknown): string {
  if (Array.isArray(path)) return path.map(String).join(".");
  return typeof path === "string" || typeof path === "number" ? String(path) : "";
}

/**
 * Each issue of the form's own check as 'path: message' (just the message when it has no path), joined by '; '.
 * The messages are the shared schemas' texts, translated by text (or by the template they were filled from); the paths are field names and stay.
 */
function formatIssues(i18n: I18n, issues: readonly unknown[]): string {
  return issues
    .map((issue) => {
      const message = isRecord(issue) && typeof issue.message === "string" && issue.message !== "" ? translateText(i18n, issue.message) : "";
      const path = isRecord(issue) ? issuePath(issue.path) : "";
      return path === "" ? message : `${path}: ${message}`;
    })
    .filter((text) => text !== "")
    .join("; ");
}

/**
 * The creator's rule for showing an error: an object with an
 * issues list shows each issue, else its message, else the validation
 * fallback; a string shows as it is; nothing at all gives the default; any
 * other kind of value gets the generic text.
 */
export function describeDraftFailure(i18n: I18n, error: unknown): string {
  if (error === undefined || error === null || error === "") return i18n._(MESSAGES.createFailed);
  if (typeof error === "string") return translateText(i18n, error);
  if (isRecord(error)) {
    const issues = Array.isArray(error.issues) ? formatIssues(i18n, error.issues) : "";
    if (issues !== "") return issues;
    if (typeof error.message === "string" && error.message.trim() !== "") return translateText(i18n, error.message);
    return i18n._(MESSAGES.validationFailed);
  }
  return i18n._(NON_STRING_ERROR);
}

// A proxy refusing the body size answers before the API can say anything: the background is the large part.
const CREATE_TEXTS: FailureTexts = { fallback: CREATE_FAILED, unreachable: CREATE_NETWORK_FAILED, tooLarge: BACKGROUND_TOO_LARGE };
const UPDATE_TEXTS: FailureTexts = { fallback: UPDATE_FAILED, unreachable: UPDATE_NETWORK_FAILED, tooLarge: BACKGROUND_TOO_LARGE };

/** What a failed create shows, whatever was thrown: the network, the server's answer, or the form's own check. */
export function describeCreateFailure(i18n: I18n, thrown: unknown): string {
  return callFailure(thrown) === null ? describeDraftFailure(i18n, thrown) : describeFailure(i18n, thrown, CREATE_TEXTS);
}

/** What a failed edit save shows: the server's text, else the spec's fallbacks. */
export function describeUpdateFailure(i18n: I18n, thrown: unknown): string {
  if (callFailure(thrown) === null) {
    const issues = isRecord(thrown) && Array.isArray(thrown.issues) ? formatIssues(i18n, thrown.issues) : "";
    return issues === "" ? i18n._(UPDATE_FAILED) : issues;
  }
  return describeFailure(i18n, thrown, UPDATE_TEXTS);
}

/** Why the editor's load failed, worded as the spec has it: 'HTTP error! status: {status}' for a refusal. */
function loadFailureReason(i18n: I18n, thrown: unknown): string {
  const status = apiAnswer(thrown)?.status;
  if (status !== undefined) return i18n._(msg`HTTP error! status: ${status}`);
  // The browser's own words for a failed request (such as 'Failed to fetch'), in its language.
  return thrown instanceof Error ? thrown.message.trim() : "";
}

/** The editor's load failure: 'Failed to load campaign', with the reason when there is one. */
export function describeLoadFailure(i18n: I18n, thrown: unknown): string {
  const reason = loadFailureReason(i18n, thrown);
  return reason === "" ? i18n._(MESSAGES.campaignLoadFailed) : i18n._(msg`Failed to load campaign: ${reason}`);
}
