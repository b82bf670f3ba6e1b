export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  readonly kind: "smtp" | "outbox";
  send(message: MailMessage): Promise<void>;
  close(): Promise<void>;
}

/** The part of a pino logger the mailer needs, so callers can pass theirs as is. */
export interface MailLog {
  info(obj: object, msg: string): void;
}
