import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { simpleParser, type AddressObject, type EmailAddress } from "mailparser";
import { OUTBOX_EXT } from "./outbox.ts";

export interface OutboxMail {
  /** Path of the .eml file. */
  file: string;
  /** Recipient addresses, comma-separated, without display names. */
  to: string;
  subject: string;
  /** The text body with line breaks as \n, without the final line break the MIME round trip adds. */
  text: string;
}

/** The mails in the outbox, oldest first, so the latest is the last one. */
export async function readOutbox(outboxDir: string): Promise<OutboxMail[]> {
  const names = await readdir(outboxDir).catch((error: unknown) => {
    // No folder yet means no mail has been written yet.
    if (isNodeError(error) && error.code === "ENOENT") return [];
    throw error;
  });
  const emlNames = names.filter((name) => name.endsWith(OUTBOX_EXT) && !name.startsWith(".")).sort();
  return Promise.all(
    emlNames.map(async (name) => {
      const file = path.join(outboxDir, name);
      const parsed = await simpleParser(await readFile(file));
      return {
        file,
        to: addressList(parsed.to),
        subject: parsed.subject ?? "",
        text: withoutFinalNewline(parsed.text ?? ""),
      };
    }),
  );
}

function addressList(field: AddressObject | AddressObject[] | undefined): string {
  if (field === undefined) return "";
  const objects = Array.isArray(field) ? field : [field];
  return objects.flatMap((object) => object.value.flatMap(flattenGroups)).join(", ");
}

function flattenGroups(address: EmailAddress): string[] {
  if (address.group) return address.group.flatMap(flattenGroups);
  return address.address ? [address.address] : [];
}

/**
 * mailparser ends every text body with a line break, so "sent text === read text" would fail for
 * the usual body that has none; a body sent with one trailing newline reads back without it.
 */
function withoutFinalNewline(text: string): string {
  return text.endsWith("\n") ? text.slice(0, -1) : text;
}

function isNodeError(error: unknown): error is NodeJS.ErrnoException {
  return error instanceof Error && "code" in error;
}
