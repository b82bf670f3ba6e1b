// For tests only: reading mail back needs mailparser, a development dependency the app does not ship.
export { readOutbox, type OutboxMail } from "./read-outbox.ts";
export { startTestSmtpServer, type ReceivedMail, type TestSmtpServer } from "./test-smtp-server.ts";
