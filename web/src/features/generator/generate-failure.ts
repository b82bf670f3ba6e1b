import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { ComposeReason } from "./compose-request.ts";

// What a failed Generate says. Only the engine and the server's render say it, so it stays out of the page's first load.

/** Why the server's render failed when it says no more. */
export const SERVER_FAILED_REASON = msg`the server could not render the image`;

/** The text shown when the background fails to load or drawing throws. */
export function generateFailedMessage(i18n: I18n, failure: ComposeReason): string {
  const reason = (typeof failure === "string" ? failure : i18n._(failure)).replace(/[.\s]+$/u, "");
  return i18n._(msg`Failed to generate DP: ${reason}. Please try again.`);
}
