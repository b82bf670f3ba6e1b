import { assertHeaderSafe } from "./header-guard.ts";
import type { MailLog, Mailer } from "./mail-message.ts";
import { createOutboxMailer } from "./outbox.ts";
import { createSmtpMailer } from "./smtp-transport.ts";

export interface CreateMailerOptions {
  /** smtp:// or smtps://, may carry user:pass and nodemailer options as query parameters. */
  smtpUrl?: string | undefined;
  from: string;
  /** Where mails go when there is no SMTP URL, as .eml files. */
  outboxDir: string;
  log: MailLog;
}

export function createMailer(options: CreateMailerOptions): Mailer {
  // Checked at start-up so a bad MAIL_FROM stops the server instead of every later send.
  assertHeaderSafe("from", options.from);
  if (options.smtpUrl) return createSmtpMailer(options.smtpUrl, options.from, options.log);
  return createOutboxMailer(options.outboxDir, options.from, options.log);
}
