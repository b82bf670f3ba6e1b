export type { MailMessage, Mailer, MailLog } from "./mail-message.ts";
export { createMailer, type CreateMailerOptions } from "./create-mailer.ts";
export { MailHeaderInjectionError } from "./header-guard.ts";
