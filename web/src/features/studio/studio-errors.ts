import { MESSAGES } from "@twend/shared";
import { callFailure } from "../dashboard/call-failure.ts";

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null;
}

const CREATE_NETWORK_FAILED = "Failed to create campaign. Please try again.";
const NON_STRING_ERROR = "An error occurred. Please try again.";
const UPDATE_FAILED = "Failed to update campaign";
const UPDATE_NETWORK_FAILED = "Failed to update campaign. Please try again.";

function issuePath(path: unknown): string {
  if (Array.isArray(path)) return path.map(String).join(".");
  return typeof path === "string" || typeof path === "number" ? String(path) : "";
}

/** Each issue as 'path: message' (just the message when it has no path), joined by '; '. */
function formatIssues(issues: readonly unknown[]): string {
  return issues
    .map((issue) => {
      const message = isRecord(issue) && typeof issue.message === "string" ? issue.message : "";
      const path = isRecord(issue) ? issuePath(issue.path) : "";
      return path === "" ? message : `${path}: ${message}`;
    })
    .filter((text) => text !== "")
    .join("; ");
}

/**
 * The creator's rule for showing an error (spec section 8): an object with an
 * issues list shows each issue, else its message, else the validation
 * fallback; a string shows as it is; nothing at all gives the default; any
 * other kind of value gets the generic text.
 */
export function createErrorText(error: unknown): string {
  if (error === undefined || error === null || error === "") return MESSAGES.createFailed;
  if (typeof error === "string") return error;
  if (isRecord(error)) {
    const issues = Array.isArray(error.issues) ? formatIssues(error.issues) : "";
    if (issues !== "") return issues;
    if (typeof error.message === "string" && error.message.trim() !== "") return error.message;
    return MESSAGES.validationFailed;
  }
  return NON_STRING_ERROR;
}

/** What a failed create shows, whatever was thrown: the network, the server's answer, or the form's own check. */
export function describeCreateFailure(thrown: unknown): string {
  const failure = callFailure(thrown);
  if (failure === null) return createErrorText(thrown);
  if (failure.kind === "refused") return createErrorText(failure.message);
  if (failure.kind === "unreachable") return CREATE_NETWORK_FAILED;
  // A proxy refusing the body size answers before the API can say anything.
  return failure.status === 413 ? MESSAGES.backgroundTooLarge : MESSAGES.createFailed;
}

/** What a failed edit save shows: the server's text, else the spec's fallbacks. */
export function describeUpdateFailure(thrown: unknown): string {
  const failure = callFailure(thrown);
  if (failure === null) {
    const issues = isRecord(thrown) && Array.isArray(thrown.issues) ? formatIssues(thrown.issues) : "";
    return issues === "" ? UPDATE_FAILED : issues;
  }
  if (failure.kind === "refused") return failure.message.trim() === "" ? UPDATE_FAILED : failure.message;
  if (failure.kind === "unreachable") return UPDATE_NETWORK_FAILED;
  return failure.status === 413 ? MESSAGES.backgroundTooLarge : UPDATE_FAILED;
}

/** Why the editor's load failed, worded as the spec has it: 'HTTP error! status: {status}' for a refusal. */
function loadFailureReason(thrown: unknown): string {
  const failure = callFailure(thrown);
  if (failure?.kind === "refused") return `HTTP error! status: ${failure.status}`;
  return thrown instanceof Error ? thrown.message.trim() : "";
}

/** The editor's load failure (spec section 8): 'Failed to load campaign', with the reason when there is one. */
export function describeLoadFailure(thrown: unknown): string {
  const reason = loadFailureReason(thrown);
  return reason === "" ? MESSAGES.campaignLoadFailed : `${MESSAGES.campaignLoadFailed}: ${reason}`;
}
