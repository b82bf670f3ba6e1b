import { z } from "zod";
import { MB } from "./limits.ts";
import { recordId, text } from "./safe-input.ts";
import { refusal, SCHEMA_MESSAGES } from "./schema-messages.ts";

/** A creator's batch of DPs: what one upload may hold and how long its results stay. */
export const BATCH_LIMITS = {
  /** Rows below the CSV's header line. */
  maxRows: 500,
  csvBytes: 1 * MB,
  zipBytes: 50 * MB,
  /** Each photo in the ZIP, as stored in it. */
  photoBytes: 10 * MB,
  /**
   * The ZIP's photos together once unpacked, counted on the bytes produced, whatever its headers
   * say. Photos hardly shrink in a ZIP, so one within its own limit unpacks to about its size;
   * only one built to swell comes near this.
   */
  unpackedBytes: 200 * MB,
  /** Files the ZIP may list: ten a row, room for folders, the copies macOS adds beside each, and files no row names. */
  zipFiles: 5000,
  /** The same limit as a visitor's name on the generator. */
  nameChars: 100,
  /** After this many days a batch, its photos and its DPs are deleted. */
  keepDays: 7,
  /** A download link works for this long after it was handed out. */
  linkHours: 24,
  /** The batches of a Twend its screen lists, newest first. */
  listed: 10,
  /** Refusals listed at most, so a wrong file's answer stays readable. */
  problemsShown: 20,
} as const;

/** The CSV's columns, matched case-insensitively; others are ignored, so a team's own spreadsheet can be used as it is. */
export const BATCH_COLUMNS = { name: "name", photo: "photo" } as const;

/** A ZIP sent as a data URL; browsers name its type differently, so the API reads the type from its bytes. */
export const batchCreateInput = z.object({
  campaign_id: recordId("campaign_id"),
  csv: text(refusal(SCHEMA_MESSAGES.required, "csv")),
  photos_zip: text(refusal(SCHEMA_MESSAGES.notText, "photos_zip")).optional(),
});
export type BatchCreateInput = z.infer<typeof batchCreateInput>;

export const batchListInput = z.object({ campaign_id: recordId("campaign_id") });

export const batchIdInput = z.object({ id: z.uuid(refusal(SCHEMA_MESSAGES.notValid, "id")) });

/** One thing wrong with an upload; `row` is the CSV's line number and `column` a BATCH_COLUMNS name, where the problem has them. */
export interface BatchProblem {
  row: number | null;
  column: keyof typeof BATCH_COLUMNS | null;
  message: string;
}

export interface BatchFailure {
  row: number;
  name: string;
  message: string;
}

export interface BatchDto {
  id: string;
  campaign_id: number;
  status: "running" | "done";
  total: number;
  done: number;
  failed: number;
  created_at: string;
  finished_at: string | null;
  /** Estimated from the pace of the rows made so far; null until one is made, and once finished. */
  seconds_left: number | null;
  failures: BatchFailure[];
  /** A signed link to the ZIP, when at least one DP is made and the batch is finished; it stops working at `link_expires_at`. */
  download_url: string | null;
  link_expires_at: string | null;
  /** When the batch and its DPs are deleted. */
  expires_at: string;
}
