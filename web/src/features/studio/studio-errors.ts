import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { translateText } from "@twend/i18n/translate-text";
import { MESSAGES } from "@twend/shared";
import { callFailure } from "../dashboard/call-failure.ts";

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null;
}

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
export function createErrorText(i18n: I18n, error: unknown): string {
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

/** What a failed create shows, whatever was thrown: the network, the server's answer, or the form's own check. */
export function describeCreateFailure(i18n: I18n, thrown: unknown): string {
  const failure = callFailure(thrown);
  if (failure === null) return createErrorText(i18n, thrown);
  // The API words its refusals in the language the client asked for.
  if (failure.kind === "refused") return failure.message === "" ? i18n._(MESSAGES.createFailed) : failure.message;
  if (failure.kind === "unreachable") return i18n._(CREATE_NETWORK_FAILED);
  // A proxy refusing the body size answers before the API can say anything.
  return i18n._(failure.status === 413 ? MESSAGES.backgroundTooLarge : MESSAGES.createFailed);
}

/** What a failed edit save shows: the server's text, else the spec's fallbacks. */
export function describeUpdateFailure(i18n: I18n, thrown: unknown): string {
  const failure = callFailure(thrown);
  if (failure === null) {
    const issues = isRecord(thrown) && Array.isArray(thrown.issues) ? formatIssues(i18n, thrown.issues) : "";
    return issues === "" ? i18n._(UPDATE_FAILED) : issues;
  }
  if (failure.kind === "refused") return failure.message.trim() === "" ? i18n._(UPDATE_FAILED) : failure.message;
  if (failure.kind === "unreachable") return i18n._(UPDATE_NETWORK_FAILED);
  return failure.status === 413 ? i18n._(MESSAGES.backgroundTooLarge) : i18n._(UPDATE_FAILED);
}

/** Why the editor's load failed, worded as the spec has it: 'HTTP error! status: {status}' for a refusal. */
function loadFailureReason(i18n: I18n, thrown: unknown): string {
  const failure = callFailure(thrown);
  if (failure?.kind === "refused") {
    const status = failure.status;
    return i18n._(msg`HTTP error! status: ${status}`);
  }
  // The browser's own words for a failed request (such as 'Failed to fetch'), in its language.
  return thrown instanceof Error ? thrown.message.trim() : "";
}

/** The editor's load failure: 'Failed to load campaign', with the reason when there is one. */
export function describeLoadFailure(i18n: I18n, thrown: unknown): string {
  const reason = loadFailureReason(i18n, thrown);
  return reason === "" ? i18n._(MESSAGES.campaignLoadFailed) : i18n._(msg`Failed to load campaign: ${reason}`);
}
