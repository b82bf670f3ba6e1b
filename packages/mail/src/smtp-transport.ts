import nodemailer from "nodemailer";
import { assertMessageHeadersSafe } from "./header-guard.ts";
import type { MailLog, Mailer } from "./mail-message.ts";

/**
 * Nodemailer waits up to two minutes for a connection and ten for a quiet socket; a request that
 * sends a reset mail should fail long before its client gives up. Query parameters of the URL
 * (`?connectionTimeout=500`) override these, because nodemailer applies URL options last.
 */
const TIMEOUTS = {
  connectionTimeout: 10_000,
  greetingTimeout: 10_000,
  socketTimeout: 30_000,
} as const;

export function createSmtpMailer(smtpUrl: string, from: string, log: MailLog): Mailer {
  const protocol = parseProtocol(smtpUrl);
  if (protocol !== "smtp:" && protocol !== "smtps:") {
    throw new Error(`SMTP URL must use smtp:// or smtps://, got ${protocol}`);
  }
  // Pooled so a burst of mails reuses a few connections instead of opening one each.
  const transport = nodemailer.createTransport({ pool: true, url: smtpUrl, ...TIMEOUTS });

  return {
    kind: "smtp",
    async send(message) {
      assertMessageHeadersSafe(message);
      const info = await transport.sendMail({ from, to: message.to, subject: message.subject, text: message.text, html: message.html }).catch((error: unknown) => {
        throw error instanceof Error ? error : new Error(`SMTP send failed: ${String(error)}`);
      });
      // The body is left out: in production it holds secrets such as reset links.
      log.info({ to: message.to, subject: message.subject, messageId: info.messageId }, "mail sent");
    },
    async close() {
      transport.close();
    },
  };
}

function parseProtocol(smtpUrl: string): string {
  try {
    return new URL(smtpUrl).protocol;
  } catch {
    // The URL itself is not echoed: it may carry the SMTP password.
    throw new Error("SMTP URL is not a valid URL");
  }
}
