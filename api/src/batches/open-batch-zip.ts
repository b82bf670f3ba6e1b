import { decodeDataUrl, UploadRejectedError } from "@twend/media";
import { BATCH_MESSAGES } from "@twend/shared";
import type { StagedUpload } from "../trpc/staged-upload.ts";
import { BATCH_ZIP_UPLOAD } from "./batch-body-limit.ts";
import { BatchRefusal } from "./batch-refusal.ts";
import { bufferZipSource, fileZipSource, type OpenZipSource } from "./zip-source.ts";

/**
 * The ZIP a call sent: the bytes the SPA streamed to disk (read from there, a photo at a time), else
 * the data URL of a JSON call (decoded within the same limit); null when it sent neither.
 */
export async function openBatchZip(dataUrl: string | undefined, staged: StagedUpload | undefined): Promise<OpenZipSource | null> {
  if (staged) return fileZipSource(staged.path);
  if (!dataUrl) return null;
  return bufferZipSource(decodeZip(dataUrl));
}

function decodeZip(dataUrl: string): Buffer {
  const { maxBytes, tooLarge } = BATCH_ZIP_UPLOAD;
  try {
    return decodeDataUrl(dataUrl, maxBytes, tooLarge).bytes;
  } catch (error) {
    if (error instanceof UploadRejectedError)
      throw new BatchRefusal([{ row: null, column: null, message: error.reason === "too-many-bytes" ? tooLarge : BATCH_MESSAGES.zipUnreadable }], error.statusCode);
    throw error;
  }
}
