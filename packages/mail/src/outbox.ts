import { randomBytes } from "node:crypto";
import { mkdir, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import MailComposer from "nodemailer/lib/mail-composer";
import { assertMessageHeadersSafe } from "./header-guard.ts";
import type { MailLog, Mailer, MailMessage } from "./mail-message.ts";

export const OUTBOX_EXT = ".eml";

/** Stands in for SMTP when none is configured: each mail becomes a file a developer can open. */
export function createOutboxMailer(outboxDir: string, from: string, log: MailLog): Mailer {
  return {
    kind: "outbox",
    async send(message) {
      assertMessageHeadersSafe(message);
      const file = await writeOutboxFile(outboxDir, await composeMessage(from, message));
      // The text is logged on purpose: it is how a developer running locally finds the reset link.
      log.info({ to: message.to, subject: message.subject, text: message.text, file }, "mail written to outbox");
    },
    async close() {},
  };
}

function composeMessage(from: string, message: MailMessage): Promise<Buffer> {
  return new MailComposer({
    from,
    to: message.to,
    subject: message.subject,
    text: message.text,
    html: message.html,
  })
    .compile()
    .build();
}

async function writeOutboxFile(outboxDir: string, eml: Buffer): Promise<string> {
  // Made on every send rather than once, so a folder removed while the server runs comes back.
  await mkdir(outboxDir, { recursive: true });
  const name = `${nextFileStamp()}-${randomBytes(6).toString("hex")}${OUTBOX_EXT}`;
  const file = path.join(outboxDir, name);
  // Written aside and renamed, so a reader polling the folder never parses half a message.
  const partial = path.join(outboxDir, `.${name}.partial`);
  await writeFile(partial, eml, { flag: "wx" });
  await rename(partial, file);
  return file;
}

let lastStamp = 0;

/**
 * An ISO time that sorts as text; colons become dashes because Windows refuses them in names.
 * Two mails in the same millisecond get successive milliseconds, so "the latest mail" is
 * well defined within a process; the random suffix keeps processes from colliding.
 */
function nextFileStamp(): string {
  lastStamp = Math.max(Date.now(), lastStamp + 1);
  return new Date(lastStamp).toISOString().replace(/:/g, "-");
}
