import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { simpleParser } from "mailparser";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createMailer } from "./create-mailer.ts";
import { MailHeaderInjectionError } from "./header-guard.ts";
import { readOutbox } from "./read-outbox.ts";
import { recordingLog } from "./test-log.ts";

const FROM = "Twend <no-reply@twend.test>";
let root: string;
let outboxDir: string;

beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), "twend-mail-"));
  // Nested and missing: the mailer has to make it.
  outboxDir = path.join(root, "data", "outbox");
});

afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

describe("createMailer without an SMTP URL", () => {
  it("writes a MIME message to the outbox and logs the text for the developer", async () => {
    const log = recordingLog();
    const mailer = createMailer({ from: FROM, outboxDir, log });
    expect(mailer.kind).toBe("outbox");

    await mailer.send({
      to: "ada@example.com",
      subject: "Réinitialiser votre mot de passe ✓",
      text: "Open https://twend.test/reset?token=abc123 to choose a new password.",
      html: '<p><a href="https://twend.test/reset?token=abc123">Reset</a></p>',
    });

    const files = await readdir(outboxDir);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/^\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d\.\d{3}Z-[0-9a-f]{12}\.eml$/);
    const file = path.join(outboxDir, files[0] ?? "");
    const raw = await readFile(file);
    expect(raw.toString("latin1")).toContain("\r\n");

    const parsed = await simpleParser(raw);
    expect(parsed.from).toMatchObject({ value: [{ name: "Twend", address: "no-reply@twend.test" }] });
    expect(parsed.to).toMatchObject({ value: [{ address: "ada@example.com" }] });
    expect(parsed.subject).toBe("Réinitialiser votre mot de passe ✓");
    expect(parsed.text?.trim()).toBe("Open https://twend.test/reset?token=abc123 to choose a new password.");
    expect(parsed.html).toBe('<p><a href="https://twend.test/reset?token=abc123">Reset</a></p>');
    expect(parsed.date).toBeInstanceOf(Date);
    expect(parsed.messageId).toMatch(/^<.+@.+>$/);

    expect(log.entries).toEqual([
      {
        msg: "mail written to outbox",
        obj: {
          to: "ada@example.com",
          subject: "Réinitialiser votre mot de passe ✓",
          text: "Open https://twend.test/reset?token=abc123 to choose a new password.",
          file,
        },
      },
    ]);

    expect(await readOutbox(outboxDir)).toEqual([
      {
        file,
        to: "ada@example.com",
        subject: "Réinitialiser votre mot de passe ✓",
        text: "Open https://twend.test/reset?token=abc123 to choose a new password.",
      },
    ]);
  });

  it("names files so they sort in sending order, even within one millisecond", async () => {
    const mailer = createMailer({ from: FROM, outboxDir, log: recordingLog() });
    const subjects = Array.from({ length: 20 }, (_, i) => `mail ${i}`);
    for (const subject of subjects) await mailer.send({ to: "ada@example.com", subject, text: subject });

    const mails = await readOutbox(outboxDir);
    expect(mails.map((mail) => mail.subject)).toEqual(subjects);
    expect(new Set(mails.map((mail) => mail.file)).size).toBe(subjects.length);
    expect(mails.at(-1)?.text).toBe("mail 19");
  });

  it("keeps every mail when many are sent at once", async () => {
    const mailer = createMailer({ from: FROM, outboxDir, log: recordingLog() });
    await Promise.all(Array.from({ length: 10 }, (_, i) => mailer.send({ to: `user${i}@example.com`, subject: "Hi", text: "x" })));
    const mails = await readOutbox(outboxDir);
    expect(mails.map((mail) => mail.to).sort()).toEqual(Array.from({ length: 10 }, (_, i) => `user${i}@example.com`).sort());
  });

  it("reads multi-line text back as it was sent", async () => {
    const mailer = createMailer({ from: FROM, outboxDir, log: recordingLog() });
    const text = "Hello Ada,\n\nOpen https://twend.test/reset?token=abc123\n\n  -- Twend";
    await mailer.send({ to: "ada@example.com", subject: "Hi", text });
    expect((await readOutbox(outboxDir))[0]?.text).toBe(text);
  });

  it("reads an outbox that does not exist yet as empty", async () => {
    expect(await readOutbox(outboxDir)).toEqual([]);
  });

  it("refuses a line break in the recipient or subject and writes nothing", async () => {
    const mailer = createMailer({ from: FROM, outboxDir, log: recordingLog() });

    await expect(mailer.send({ to: "ada@example.com\nBcc: eve@example.com", subject: "Hi", text: "body" })).rejects.toThrow("mail to must not contain a line break");
    await expect(mailer.send({ to: "ada@example.com", subject: "Hi\r\nBcc: eve@example.com", text: "body" })).rejects.toBeInstanceOf(MailHeaderInjectionError);
    await expect(mailer.send({ to: "ada@example.com", subject: "Hi\rthere", text: "body" })).rejects.toBeInstanceOf(MailHeaderInjectionError);

    expect(await readOutbox(outboxDir)).toEqual([]);
  });

  it("refuses a sender with a line break when the mailer is made", () => {
    expect(() => createMailer({ from: "a@b.test\r\nBcc: eve@example.com", outboxDir, log: recordingLog() })).toThrow(MailHeaderInjectionError);
  });
});
