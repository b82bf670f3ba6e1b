import { BATCH_COLUMNS, BATCH_LIMITS, BATCH_MESSAGES, fillTemplate, type BatchProblem } from "@twend/shared";
import { CsvError } from "csv-parse";
import { z } from "zod";
import { parseCsvRecords } from "./parse-csv-records.ts";

export interface BatchCsvRow {
  /** The row's line number in the file (its header is line 1). */
  row: number;
  name: string;
  /** The photo's file name as written in the CSV, when it has a photo column and the cell is not empty. */
  photo: string | undefined;
}

export type BatchCsv = { ok: true; rows: BatchCsvRow[]; hasPhotoColumn: boolean } | { ok: false; problems: BatchProblem[] };

// csv-parse's types do not follow its `info` option: its records are checked instead.
const RECORDS_WITH_LINES = z.array(z.object({ record: z.array(z.string()), info: z.object({ lines: z.number() }) }));

const DELIMITERS = [",", ";", "\t"] as const;

// Spreadsheets save CSV with the separator of their locale: the header line's most frequent candidate is the one.
function delimiterOf(csv: string): string {
  const header = csv.slice(0, csv.indexOf("\n") >>> 0);
  const count = (d: string) => header.split(d).length;
  return DELIMITERS.reduce((best, d) => (count(d) > count(best) ? d : best));
}

const refuse = (message: string, row: number | null = null, column: BatchProblem["column"] = null): BatchCsv => ({ ok: false, problems: [{ row, column, message }] });

/**
 * Reads a creator's CSV: a header line naming the columns (`name`, and `photo` when photos come
 * in a ZIP; other columns are ignored), then one row per DP. Every row's problem is reported,
 * not only the first, so the file is fixed in one go. Its size is checked first, and parsing stops
 * one row past the limit.
 */
export async function readBatchCsv(csv: string): Promise<BatchCsv> {
  if (Buffer.byteLength(csv) > BATCH_LIMITS.csvBytes) return refuse(fillTemplate(BATCH_MESSAGES.csvTooLarge, { max: BATCH_LIMITS.csvBytes / 1024 }));
  if (csv.trim() === "") return refuse(BATCH_MESSAGES.csvEmpty);
  let records: z.infer<typeof RECORDS_WITH_LINES>;
  try {
    const options = { bom: true, delimiter: delimiterOf(csv), relax_column_count: true, skip_empty_lines: true, info: true, trim: true };
    // Parsed up to one record past the header and the rows a batch may have: enough to tell a CSV has too many.
    records = RECORDS_WITH_LINES.parse(await parseCsvRecords(csv, options, 1 + BATCH_LIMITS.maxRows));
  } catch (error) {
    if (!(error instanceof CsvError)) throw error;
    const line = typeof error.lines === "number" ? error.lines : 1;
    return refuse(fillTemplate(BATCH_MESSAGES.csvMalformed, { row: line }), line);
  }
  const [header, ...body] = records;
  const columns = (header?.record ?? []).map((cell) => cell.toLowerCase());
  const nameAt = columns.indexOf(BATCH_COLUMNS.name);
  const photoAt = columns.indexOf(BATCH_COLUMNS.photo);
  if (nameAt < 0) return refuse(BATCH_MESSAGES.nameColumnMissing, 1);
  if (body.length === 0) return refuse(BATCH_MESSAGES.noRows);
  if (body.length > BATCH_LIMITS.maxRows) {
    const count = body.length + filledLinesAfter(csv, body.at(-1)?.info.lines ?? 0);
    return refuse(fillTemplate(BATCH_MESSAGES.tooManyRows, { max: BATCH_LIMITS.maxRows, count }));
  }

  const problems: BatchProblem[] = [];
  const rows: BatchCsvRow[] = [];
  for (const { record, info } of body) {
    const row = info.lines;
    const name = (record[nameAt] ?? "").normalize("NFC");
    const photo = photoAt >= 0 ? record[photoAt] || undefined : undefined;
    if ([...name].length > BATCH_LIMITS.nameChars) {
      problems.push({ row, column: "name", message: fillTemplate(BATCH_MESSAGES.nameTooLong, { max: BATCH_LIMITS.nameChars }) });
    } else if (!name && !photo) {
      problems.push({ row, column: null, message: BATCH_MESSAGES.nameAndPhotoMissing });
    }
    rows.push({ row, name, photo });
  }
  return problems.length > 0 ? { ok: false, problems } : { ok: true, rows, hasPhotoColumn: photoAt >= 0 };
}

/**
 * Lines after line `after` that hold more than blanks: the rows of a CSV past the limit, counted
 * rather than parsed for the refusal's count, where a quoted cell over two lines counts twice.
 */
function filledLinesAfter(csv: string, after: number): number {
  let line = 1;
  let filled = false;
  let count = 0;
  for (let i = 0; i <= csv.length; i += 1) {
    const code = i < csv.length ? csv.charCodeAt(i) : 10;
    if (code === 10 || code === 13) {
      if (filled && line > after) count += 1;
      if (code === 13 && csv.charCodeAt(i + 1) === 10) i += 1;
      line += 1;
      filled = false;
    } else if (code !== 32 && code !== 9) {
      filled = true;
    }
  }
  return count;
}
