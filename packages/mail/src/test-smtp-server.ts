import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

export interface ReceivedMail {
  mailFrom: string;
  rcptTo: string[];
  /** The user the client authenticated as, when the server asked for AUTH. */
  user: string | undefined;
  raw: Buffer;
}

export interface TestSmtpServer {
  port: number;
  received: ReceivedMail[];
  /** Login attempts, accepted or not, so a test can see what the client sent. */
  logins: Array<{ username: string; password: string }>;
  close(): Promise<void>;
}

/**
 * A real SMTP server on 127.0.0.1 and a free port. Plain text only (STARTTLS is disabled) so
 * nodemailer does not try to upgrade to TLS with a certificate it would refuse.
 */
export async function startTestSmtpServer(credentials?: { username: string; password: string }): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = [];
  const logins: Array<{ username: string; password: string }> = [];
  const server = new SMTPServer({
    secure: false,
    logger: false,
    disabledCommands: credentials ? ["STARTTLS"] : ["STARTTLS", "AUTH"],
    authOptional: !credentials,
    // Credentials over plain text are fine on the loopback interface of a test.
    allowInsecureAuth: true,
    onAuth(auth, _session, callback) {
      const attempt = { username: auth.username ?? "", password: auth.password ?? "" };
      logins.push(attempt);
      if (attempt.username === credentials?.username && attempt.password === credentials.password) {
        callback(null, { user: attempt.username });
      } else {
        callback(new Error("Invalid username or password"));
      }
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("error", callback);
      stream.on("end", () => {
        received.push({
          mailFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          rcptTo: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          user: typeof session.user === "string" ? session.user : undefined,
          raw: Buffer.concat(chunks),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.server.once("error", reject);
    server.listen(0, "127.0.0.1", () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;
  return {
    port,
    received,
    logins,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
