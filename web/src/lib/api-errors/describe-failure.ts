import type { I18n, MessageDescriptor } from "@lingui/core";
import { MESSAGES } from "@twend/shared";
import { callFailure } from "./call-failure.ts";

/** A screen's own texts for a failed call, translated where they are shown. */
export interface FailureTexts {
  /** When nothing better can be said: a refusal without words, another server's page, anything that is not a call. */
  fallback: MessageDescriptor;
  /** When no answer came back (offline, the connection dropped); the fallback if not given. */
  unreachable?: MessageDescriptor;
  /** When a body was refused as too large without the API's words (a proxy's limit); the fallback if not given. */
  tooLarge?: MessageDescriptor;
}

/** The spec's text, whose English is its id in the catalogues. */
const TOO_MANY_REQUESTS: MessageDescriptor = { id: MESSAGES.tooManyRequests };

/**
 * The sentence a failed call shows: the API's own words when it gave some (the server writes them
 * in the language the client asked for, a validation failure naming its field), else the screen's
 * text for what happened, in the visitor's language.
 */
export function describeFailure(i18n: I18n, error: unknown, texts: FailureTexts): string {
  const failure = callFailure(error);
  if (failure === null) return i18n._(texts.fallback);
  if (failure.kind === "unreachable") return i18n._(texts.unreachable ?? texts.fallback);
  if (failure.kind !== "unreadable" && failure.message.trim() !== "") return failure.message;
  if (failure.kind === "rate-limited" || failure.status === 429) return i18n._(TOO_MANY_REQUESTS);
  if (failure.status === 413) return i18n._(texts.tooLarge ?? texts.fallback);
  return i18n._(texts.fallback);
}
