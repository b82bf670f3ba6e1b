import type { MailMessage } from "./mail-message.ts";

export class MailHeaderInjectionError extends Error {
  constructor(readonly field: string) {
    super(`mail ${field} must not contain a line break`);
    this.name = "MailHeaderInjectionError";
  }
}

const LINE_BREAK = /[\r\n]/;

/**
 * A line break in a header value would let whoever controls it (a user's e-mail address, a
 * title in a subject) add headers or recipients of their own, so it is refused rather than
 * folded or stripped, which would send a mail the caller did not mean to send.
 */
export function assertHeaderSafe(field: string, value: string): void {
  if (LINE_BREAK.test(value)) throw new MailHeaderInjectionError(field);
}

export function assertMessageHeadersSafe(message: MailMessage): void {
  assertHeaderSafe("to", message.to);
  assertHeaderSafe("subject", message.subject);
}
