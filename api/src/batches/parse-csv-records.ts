import { once } from "node:events";
import { setImmediate as nextTurn } from "node:timers/promises";
import { parse, type Options } from "csv-parse";

/** Bytes parsed before other requests get a turn: csv-parse's cost follows the fields, and a slice of commas is nothing but fields. */
const SLICE_BYTES = 16 * 1024;

/**
 * Parses a CSV's records a slice at a time, yielding the event loop between slices, and stops once
 * it holds more than `maxRecords`: the rest is never parsed. Throws csv-parse's CsvError.
 */
export async function parseCsvRecords(csv: string, options: Options, maxRecords: number): Promise<unknown[]> {
  const bytes = Buffer.from(csv);
  const parser = parse(options);
  const records: unknown[] = [];
  const errors: unknown[] = [];
  parser.on("data", (record: unknown) => void records.push(record));
  parser.on("error", (error: unknown) => void errors.push(error));
  const going = () => records.length <= maxRecords && errors.length === 0;
  for (let at = 0; at < bytes.length && going(); at += SLICE_BYTES) {
    parser.write(bytes.subarray(at, at + SLICE_BYTES));
    await nextTurn();
  }
  if (going()) {
    parser.end();
    // The last record comes only once the parser knows the file ended; an error there lands in `errors` too.
    await once(parser, "end").catch(() => undefined);
  } else {
    parser.destroy();
  }
  if (errors.length > 0) throw errors[0];
  return records;
}
