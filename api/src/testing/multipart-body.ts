import { Readable } from "node:stream";

const BOUNDARY = "----twend-test-boundary";

export const MULTIPART_TYPE = `multipart/form-data; boundary=${BOUNDARY}`;

/** A file part of a multipart body, its bytes given as they are produced. */
export interface FilePart {
  field: string;
  type?: string;
  chunks: () => AsyncIterable<Buffer>;
}

/** A multipart body as a browser's FormData sends a call with a file: the input as JSON in `input`, then the file. */
export function multipartBody(input: unknown, file?: FilePart): Readable {
  async function* parts(): AsyncIterable<Buffer> {
    yield Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="input"\r\n\r\n${JSON.stringify(input)}\r\n`);
    if (file) {
      yield Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${file.field}"; filename="upload"\r\nContent-Type: ${file.type ?? "application/octet-stream"}\r\n\r\n`,
      );
      yield* file.chunks();
      yield Buffer.from("\r\n");
    }
    yield Buffer.from(`--${BOUNDARY}--\r\n`);
  }
  return Readable.from(parts());
}

/** A body of no part at all. */
export const emptyMultipartBody = (): Readable => Readable.from([Buffer.from(`--${BOUNDARY}--\r\n`)]);

/** Bytes given at once. */
export async function* once(bytes: Buffer): AsyncIterable<Buffer> {
  yield bytes;
}
