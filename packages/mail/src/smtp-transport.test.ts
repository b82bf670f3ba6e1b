import { createServer, type AddressInfo, type Server, type Socket } from "node:net";
import { simpleParser } from "mailparser";
import { afterEach, describe, expect, it } from "vitest";
import { createMailer } from "./create-mailer.ts";
import { MailHeaderInjectionError } from "./header-guard.ts";
import type { Mailer } from "./mail-message.ts";
import { recordingLog } from "./test-log.ts";
import { startTestSmtpServer, type TestSmtpServer } from "./test-smtp-server.ts";

const FROM = "Twend <no-reply@twend.test>";
const cleanups: Array<() => Promise<void>> = [];

afterEach(async () => {
  // Mailers first: the server waits for their pooled connections to end before it closes.
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function smtpServer(credentials?: { username: string; password: string }): Promise<TestSmtpServer> {
  const server = await startTestSmtpServer(credentials);
  cleanups.push(() => server.close());
  return server;
}

function smtpMailer(smtpUrl: string, log = recordingLog()): Mailer {
  const mailer = createMailer({ smtpUrl, from: FROM, outboxDir: "/nonexistent/never-used", log });
  cleanups.push(() => mailer.close());
  return mailer;
}

describe("createMailer with an SMTP URL", () => {
  it("delivers the message with its headers, text and HTML", async () => {
    const server = await smtpServer();
    const log = recordingLog();
    const mailer = smtpMailer(`smtp://127.0.0.1:${server.port}`, log);
    expect(mailer.kind).toBe("smtp");

    await mailer.send({
      to: "ada@example.com",
      subject: "Réinitialiser votre mot de passe ✓",
      text: "Open https://twend.test/reset?token=abc123 to choose a new password.",
      html: '<p>Open <a href="https://twend.test/reset?token=abc123">this link</a>.</p>',
    });

    expect(server.received).toHaveLength(1);
    const [mail] = server.received;
    expect(mail?.mailFrom).toBe("no-reply@twend.test");
    expect(mail?.rcptTo).toEqual(["ada@example.com"]);
    const parsed = await simpleParser(mail?.raw ?? Buffer.alloc(0));
    expect(parsed.from).toMatchObject({ value: [{ name: "Twend", address: "no-reply@twend.test" }] });
    expect(parsed.to).toMatchObject({ value: [{ address: "ada@example.com" }] });
    expect(parsed.subject).toBe("Réinitialiser votre mot de passe ✓");
    expect(parsed.text?.trim()).toBe("Open https://twend.test/reset?token=abc123 to choose a new password.");
    expect(parsed.html).toBe('<p>Open <a href="https://twend.test/reset?token=abc123">this link</a>.</p>');
    expect(parsed.messageId).toMatch(/^<.+@.+>$/);

    // Production logs must not carry the reset link.
    expect(log.entries).toHaveLength(1);
    expect(JSON.stringify(log.entries)).not.toContain("abc123");
    expect(log.entries[0]?.obj).toMatchObject({ to: "ada@example.com", subject: "Réinitialiser votre mot de passe ✓" });
  });

  it("reuses one transport for several messages", async () => {
    const server = await smtpServer();
    const mailer = smtpMailer(`smtp://127.0.0.1:${server.port}`);
    for (const to of ["a@example.com", "b@example.com", "c@example.com"]) {
      await mailer.send({ to, subject: `to ${to}`, text: "hello" });
    }
    expect(server.received.map((mail) => mail.rcptTo)).toEqual([["a@example.com"], ["b@example.com"], ["c@example.com"]]);
  });

  it("authenticates with the user and password of the URL", async () => {
    // Reserved URL characters in the password must arrive decoded.
    const credentials = { username: "twend@mail.test", password: "p@ss:w/rd%1" };
    const server = await smtpServer(credentials);
    const userinfo = `${encodeURIComponent(credentials.username)}:${encodeURIComponent(credentials.password)}`;
    const mailer = smtpMailer(`smtp://${userinfo}@127.0.0.1:${server.port}`);

    await mailer.send({ to: "ada@example.com", subject: "Hi", text: "body" });

    expect(server.logins).toEqual([credentials]);
    expect(server.received[0]?.user).toBe(credentials.username);
  });

  it("rejects with an Error when the server refuses the credentials", async () => {
    const server = await smtpServer({ username: "twend", password: "right" });
    const mailer = smtpMailer(`smtp://twend:wrong@127.0.0.1:${server.port}`);

    const error = await mailer.send({ to: "ada@example.com", subject: "Hi", text: "body" }).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toMatch(/invalid/i);
    expect((error as Error).message).not.toContain("wrong");
    expect(server.received).toHaveLength(0);
  });

  it("rejects quickly when nothing listens on the port", async () => {
    const port = await closedPort();
    const mailer = smtpMailer(`smtp://127.0.0.1:${port}?connectionTimeout=500`);
    const started = Date.now();

    const error = await mailer.send({ to: "ada@example.com", subject: "Hi", text: "body" }).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toMatch(/ECONNREFUSED/);
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it("rejects after the timeout from the URL when the server never greets", async () => {
    const silent = await silentServer();
    const mailer = smtpMailer(`smtp://127.0.0.1:${silent.port}?connectionTimeout=300&greetingTimeout=300`);
    const started = Date.now();

    const error = await mailer.send({ to: "ada@example.com", subject: "Hi", text: "body" }).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toMatch(/greeting/i);
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it("refuses a line break in the recipient or subject before connecting", async () => {
    const server = await smtpServer();
    const mailer = smtpMailer(`smtp://127.0.0.1:${server.port}`);

    await expect(mailer.send({ to: "ada@example.com\r\nBcc: eve@example.com", subject: "Hi", text: "body" })).rejects.toBeInstanceOf(MailHeaderInjectionError);
    await expect(mailer.send({ to: "ada@example.com", subject: "Hi\nBcc: eve@example.com", text: "body" })).rejects.toThrow("mail subject must not contain a line break");

    expect(server.received).toHaveLength(0);
  });

  it("refuses a URL that is not smtp:// or smtps://, without echoing it", () => {
    expect(() => smtpMailer("http://user:secret@127.0.0.1:25")).toThrow("smtp:// or smtps://");
    expect(() => smtpMailer("smtp://user:secret@[bad")).toThrow(/^SMTP URL is not a valid URL$/);
  });
});

/** A port that was free a moment ago and has nothing listening now. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** Accepts connections and never says a word, like a firewalled or hung mail server. */
async function silentServer(): Promise<{ port: number }> {
  const sockets = new Set<Socket>();
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  cleanups.push(async () => {
    for (const socket of sockets) socket.destroy();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });
  return { port: (server.address() as AddressInfo).port };
}
