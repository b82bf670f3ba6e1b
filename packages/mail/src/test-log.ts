import type { MailLog } from "./mail-message.ts";

/** A log that keeps its entries, so tests can read what a developer would see. */
export function recordingLog(): MailLog & { entries: Array<{ obj: object; msg: string }> } {
  const entries: Array<{ obj: object; msg: string }> = [];
  return { entries, info: (obj, msg) => entries.push({ obj, msg }) };
}
