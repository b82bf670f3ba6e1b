import { MESSAGES } from "@twend/shared";
import { isRecord, NetworkError } from "../auth/http.ts";

/** A non-ok or unsuccessful answer, keeping the body's `error` as sent: a text, or an object with an issues list. */
export class StudioApiError extends Error {
  constructor(
    readonly status: number,
    readonly bodyError: unknown,
  ) {
    super(`API responded with HTTP status ${status}`);
    this.name = "StudioApiError";
  }
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
  if (thrown instanceof NetworkError) return CREATE_NETWORK_FAILED;
  if (thrown instanceof StudioApiError) {
    // A proxy refusing the body size answers before the API can say anything.
    if (thrown.status === 413 && typeof thrown.bodyError !== "string") return MESSAGES.backgroundTooLarge;
    return createErrorText(thrown.bodyError);
  }
  return createErrorText(thrown);
}

/** What a failed edit save shows: the server's text, else the spec's fallbacks. */
export function describeUpdateFailure(thrown: unknown): string {
  if (thrown instanceof NetworkError) return UPDATE_NETWORK_FAILED;
  if (thrown instanceof StudioApiError) {
    if (typeof thrown.bodyError === "string" && thrown.bodyError.trim() !== "") return thrown.bodyError;
    if (thrown.status === 413) return MESSAGES.backgroundTooLarge;
    if (isRecord(thrown.bodyError) && Array.isArray(thrown.bodyError.issues)) return formatIssues(thrown.bodyError.issues) || UPDATE_FAILED;
    return UPDATE_FAILED;
  }
  if (isRecord(thrown) && Array.isArray(thrown.issues)) return formatIssues(thrown.issues) || UPDATE_FAILED;
  return UPDATE_FAILED;
}

/** The editor's load failure (spec section 8): 'Failed to load campaign', with the reason when there is one. */
export function describeLoadFailure(thrown: unknown): string {
  const reason = thrown instanceof Error ? thrown.message.trim() : "";
  return reason === "" ? MESSAGES.campaignLoadFailed : `${MESSAGES.campaignLoadFailed}: ${reason}`;
}
