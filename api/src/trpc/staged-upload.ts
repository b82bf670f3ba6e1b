import { randomUUID } from "node:crypto";
import { createWriteStream } from "node:fs";
import { mkdir, readFile, rm } from "node:fs/promises";
import path from "node:path";
import type { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { Busboy, type BusboyHeaders } from "@fastify/busboy";
import { acceptImageBytes, acceptUpload, type AcceptedUpload, type MediaMimeType, type UploadKind } from "@twend/media";
import { MESSAGES, UPLOADED_FILE } from "@twend/shared";
import { HttpError } from "../http/http-error.ts";
import { BODY_TOO_LARGE, DEFAULT_BODY_LIMIT, type UploadMeta } from "./operation-meta.ts";

/** An upload's bytes on disk, for the one call that carries them. */
export interface StagedUpload {
  path: string;
  size: number;
}

/** What a multipart call sent: its input, parsed from the `input` field, and its file, if any. */
export interface ReceivedUpload {
  input: unknown;
  file: StagedUpload | null;
  /** Removes the file; called once the call is answered, whatever its outcome. */
  discard(): Promise<void>;
}

/** The type an image of a kind must be when it comes as bytes, where its data URL must declare one. */
const DECLARED_AS: Partial<Record<UploadKind, MediaMimeType>> = { dp: "image/png" };

/**
 * An image a call sent, checked as any upload of its `kind` is: the file it sent as bytes when there
 * is one (a few MB at most, read whole to be decoded), else the data URL its input carries.
 */
export async function acceptSentImage(dataUrl: string, kind: UploadKind, upload: StagedUpload | undefined): Promise<AcceptedUpload> {
  if (!upload) return acceptUpload(dataUrl, kind);
  return acceptImageBytes(await readFile(upload.path), DECLARED_AS[kind]);
}

const NOT_UNDERSTOOD = new HttpError(400, MESSAGES.validationFailed);

/**
 * Reads a multipart body as it arrives: the field `input` (JSON, at most Fastify's default body
 * limit) and the file field `upload.field`, written to a file of its own in `dir` and refused with
 * 413 as soon as it passes `upload.maxBytes`, counted on the bytes received. Nothing of the file is
 * held in memory beyond a stream's chunk; any other part is refused.
 */
export async function receiveUpload(headers: BusboyHeaders, body: Readable, upload: UploadMeta, dir: string): Promise<ReceivedUpload> {
  await mkdir(dir, { recursive: true });
  const target = path.join(dir, randomUUID());
  let written: Promise<StagedUpload> | null = null;
  let inputText: string | null = null;
  let refusal: HttpError | null = null;
  const refuse = (error: HttpError) => {
    refusal ??= error;
  };
  const discard = () => rm(target, { force: true });
  let parser: ReturnType<typeof Busboy>;
  try {
    parser = Busboy({ headers, limits: { fields: 1, files: 1, parts: 2, fieldSize: DEFAULT_BODY_LIMIT, fileSize: upload.maxBytes } });
  } catch {
    throw NOT_UNDERSTOOD;
  }
  parser.on("field", (name, value, _nameTruncated, valueTruncated) => {
    if (name !== "input") refuse(NOT_UNDERSTOOD);
    else if (valueTruncated) refuse(new HttpError(413, BODY_TOO_LARGE));
    else inputText = value;
  });
  parser.on("file", (name, stream) => {
    if (name !== upload.field || written) {
      refuse(NOT_UNDERSTOOD);
      stream.resume();
      return;
    }
    let size = 0;
    stream.on("data", (chunk: Buffer) => {
      size += chunk.length;
    });
    // Refused at once: the rest of the body is not read.
    stream.on("limit", () => {
      refuse(new HttpError(413, upload.tooLarge));
      body.destroy();
    });
    written = pipeline(stream, createWriteStream(target)).then(() => ({ path: target, size }));
    // Awaited once the body is read; a body cut short rejects it first, and that is answered there.
    written.catch(() => undefined);
  });
  for (const limit of ["partsLimit", "filesLimit", "fieldsLimit"] as const) parser.on(limit, () => refuse(NOT_UNDERSTOOD));
  try {
    await pipeline(body, parser);
    const file: StagedUpload | null = await (written ?? Promise.resolve(null));
    if (refusal) throw refusal;
    if (inputText === null) throw NOT_UNDERSTOOD;
    return { input: withFile(parseInput(inputText), upload.field, file), file, discard };
  } catch (error) {
    await discard();
    if (error instanceof HttpError) throw error;
    if (refusal) throw refusal;
    // The disk's own failures (no space, no permission) are the server's; anything else here is a
    // body that ended early or does not parse as a form.
    if (isSystemError(error)) throw error;
    throw NOT_UNDERSTOOD;
  }
}

const isSystemError = (error: unknown): boolean => error instanceof Error && "syscall" in error;

/** The input with its upload field standing for the file received, when one was. */
function withFile(input: unknown, field: string, file: StagedUpload | null): unknown {
  if (!file || typeof input !== "object" || input === null || Array.isArray(input)) return input;
  return { ...input, [field]: UPLOADED_FILE };
}

function parseInput(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw NOT_UNDERSTOOD;
  }
}
