import { BATCH_LIMITS, BATCH_MESSAGES, fillTemplate } from "@twend/shared";
import { describe, expect, it } from "vitest";
import { readBatchCsv } from "./read-batch-csv.ts";

describe("readBatchCsv", () => {
  it("reads a spreadsheet's CSV as saved: a byte order mark, any case of header, extra columns, quotes and blank lines", async () => {
    const csv = '\uFEFFTeam,NAME,Photo\r\nBlue,Ada Lovelace,ada.jpg\r\n\r\nRed,"Hopper, Grace",\r\nGreen,"Ana ""Nana"" Silva",nana.png\r\n';
    expect(await readBatchCsv(csv)).toEqual({
      ok: true,
      hasPhotoColumn: true,
      rows: [
        { row: 2, name: "Ada Lovelace", photo: "ada.jpg" },
        { row: 4, name: "Hopper, Grace", photo: undefined },
        { row: 5, name: 'Ana "Nana" Silva', photo: "nana.png" },
      ],
    });
  });

  it("takes the separator a spreadsheet of another locale writes: semicolons or tabs", async () => {
    expect(await readBatchCsv("name;photo\nAda;ada.jpg")).toMatchObject({ ok: true, rows: [{ row: 2, name: "Ada", photo: "ada.jpg" }] });
    expect(await readBatchCsv("name\tphoto\nAda, Countess\tada.jpg")).toMatchObject({ ok: true, rows: [{ row: 2, name: "Ada, Countess", photo: "ada.jpg" }] });
  });

  it("numbers rows by their line in the file, a quoted name over two lines included", async () => {
    const result = await readBatchCsv(`name\n"Ada\nLovelace"\n${"x".repeat(BATCH_LIMITS.nameChars + 1)}`);
    expect(result).toEqual({ ok: false, problems: [{ row: 4, column: "name", message: fillTemplate(BATCH_MESSAGES.nameTooLong, { max: BATCH_LIMITS.nameChars }) }] });
  });

  it("counts a name's length in characters, so a name in any script gets the whole limit", async () => {
    expect(await readBatchCsv(`name\n${"😀".repeat(BATCH_LIMITS.nameChars)}`)).toMatchObject({ ok: true });
  });

  it("refuses a CSV with too many rows, counting those past the limit by their lines rather than parsing them", async () => {
    const rows = Array.from({ length: BATCH_LIMITS.maxRows + 200 }, (_, i) => (i % 100 === 0 ? `Person ${i}\r\n  \r\n` : `Person ${i}\r\n`));
    expect(await readBatchCsv(`name\r\n${rows.join("")}`)).toEqual({
      ok: false,
      problems: [{ row: null, column: null, message: fillTemplate(BATCH_MESSAGES.tooManyRows, { max: BATCH_LIMITS.maxRows, count: BATCH_LIMITS.maxRows + 200 }) }],
    });
  });

  it("refuses a file without a name column, without rows, or too large", async () => {
    expect(await readBatchCsv("first,last\nAda,Lovelace")).toEqual({ ok: false, problems: [{ row: 1, column: null, message: BATCH_MESSAGES.nameColumnMissing }] });
    expect(await readBatchCsv("name\n\n")).toEqual({ ok: false, problems: [{ row: null, column: null, message: BATCH_MESSAGES.noRows }] });
    expect(await readBatchCsv(`name\n${"a\n".repeat(BATCH_LIMITS.csvBytes / 2)}`)).toEqual({
      ok: false,
      problems: [{ row: null, column: null, message: fillTemplate(BATCH_MESSAGES.csvTooLarge, { max: BATCH_LIMITS.csvBytes / 1024 }) }],
    });
  });
});
