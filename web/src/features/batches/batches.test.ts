import type { I18n } from "@lingui/core";
import { TRPCClientError } from "@trpc/client";
import { BATCH_LIMITS, MB } from "@twend/shared";
import { beforeAll, describe, expect, it } from "vitest";
import { testI18n } from "../../testing/test-i18n.ts";
import { UnreadableAnswer } from "../../lib/api-errors/call-failure.ts";
import { asZip, csvFileProblem, formatFileSize, zipFileProblem } from "./batch-files.ts";
import { campaignBatchPath } from "./batch-paths.ts";
import { describeBatchFailure, problemPlace, refusalProblems } from "./batch-problems.ts";
import { anyRunning, progressShares, timeLeftText } from "./batch-progress.ts";
import { SAMPLE_CSV } from "./sample-csv.ts";

let en: I18n;
let fr: I18n;
beforeAll(async () => {
  [en, fr] = await Promise.all([testI18n("en"), testI18n("fr")]);
});

/** A refusal as tRPC's client hands it over: the API's message, and its `data` with the HTTP status. */
function refusal(httpStatus: number, message: string, extra: Record<string, unknown> = {}): TRPCClientError<never> {
  return TRPCClientError.from({ error: { message, code: -32600, data: { code: "BAD_REQUEST", httpStatus, ...extra } } });
}

describe("the batch screen's address", () => {
  it("sits beside the Twend's analytics", () => {
    expect(campaignBatchPath(7)).toBe("/dashboard/twends/7/batch");
  });
});

describe("the problems of a refused batch", () => {
  const problems = [
    { row: 3, column: "name", message: "The name may be at most 100 characters." },
    { row: 4, column: "photo", message: "There is no file named ada.jpg in the ZIP." },
    { row: null, column: null, message: "The photos file is not a ZIP archive that can be read." },
  ];

  it("are read from the answer's data, all of them, in order", () => {
    expect(refusalProblems({ code: "BAD_REQUEST", httpStatus: 400, problems })).toEqual(problems);
  });

  it("are none when the data holds no such list, or a malformed one", () => {
    expect(refusalProblems(undefined)).toEqual([]);
    expect(refusalProblems({ problems: "no" })).toEqual([]);
    expect(refusalProblems({ problems: [{ row: "3", column: "name", message: "x" }] })).toEqual([]);
    expect(refusalProblems({ problems: [{ row: 3, column: "email", message: "x" }] })).toEqual([]);
  });

  it("are each placed by the CSV's line and column, as the organiser's spreadsheet numbers them", () => {
    expect(problemPlace(en, { row: 4, column: "photo" })).toBe("Line 4 · photo");
    expect(problemPlace(en, { row: 12, column: null })).toBe("Line 12");
    expect(problemPlace(en, { row: null, column: "name" })).toBe("Column name");
    expect(problemPlace(en, { row: null, column: null })).toBeNull();
    expect(problemPlace(fr, { row: 4, column: "photo" })).not.toBe("Line 4 · photo");
  });

  it("come from the API's list when it sent one, else from its message", () => {
    expect(describeBatchFailure(en, refusal(400, problems[0]?.message ?? "", { problems })).problems).toEqual(problems);
    const running = "This Twend already has a batch being made; wait until it is finished.";
    expect(describeBatchFailure(en, refusal(409, running)).problems).toEqual([{ row: null, column: null, message: running }]);
  });

  it("name the ZIP when something before the API refused the body's size", () => {
    const [problem] = describeBatchFailure(en, TRPCClientError.from(new UnreadableAnswer(413))).problems;
    expect(problem?.message).toBe(`The ZIP of photos may be at most ${BATCH_LIMITS.zipBytes / MB} MB.`);
  });

  it("say the files could not be sent when no answer came", () => {
    const [problem] = describeBatchFailure(en, TRPCClientError.from(new TypeError("Failed to fetch"))).problems;
    expect(problem?.message).toBe("The files could not be sent. Check your connection and try again.");
  });
});

describe("the files' own checks", () => {
  it("take a CSV within the API's size, and refuse an empty or too large one with the API's words", () => {
    expect(csvFileProblem(en, { name: "team.csv", size: 2_000 })).toBeNull();
    expect(csvFileProblem(en, { name: "team.csv", size: 0 })).toBe("The CSV file is empty.");
    expect(csvFileProblem(en, { name: "team.csv", size: BATCH_LIMITS.csvBytes + 1 })).toBe(`The CSV file may be at most ${BATCH_LIMITS.csvBytes / 1024} KB.`);
  });

  it("tell a spreadsheet's own file to be saved as CSV first", () => {
    expect(csvFileProblem(en, { name: "Team.XLSX", size: 9_000 })).toContain("Save it as CSV");
    expect(csvFileProblem(en, { name: "team.numbers", size: 9_000 })).toContain("Save it as CSV");
  });

  it("take a ZIP within the limit, and refuse another kind of file or a larger one", () => {
    expect(zipFileProblem(en, { name: "photos.ZIP", size: 5 * MB })).toBeNull();
    expect(zipFileProblem(en, { name: "photos.zip", size: BATCH_LIMITS.zipBytes + 1 })).toBe(`The ZIP of photos may be at most ${BATCH_LIMITS.zipBytes / MB} MB.`);
    expect(zipFileProblem(en, { name: "photos.rar", size: 1_000 })).toBe("Choose a ZIP file (.zip) holding the photos.");
  });

  it("say the API's limits in the words of the refusal translated", () => {
    expect(csvFileProblem(fr, { name: "team.csv", size: 0 })).not.toBe("The CSV file is empty.");
  });

  it("show a file's size in the active language", () => {
    expect(formatFileSize("en", 2.5 * MB)).toBe("2.5 MB");
    expect(formatFileSize("en", 50 * MB)).toBe("50 MB");
    expect(formatFileSize("en", 300)).toBe("0.3 kB");
    expect(formatFileSize("en", 2)).toBe("0.1 kB");
    expect(formatFileSize("fr", 2.5 * MB)).toBe("2,5\u202fMo");
  });

  it("send the ZIP typed as a ZIP whatever type the browser gave it", async () => {
    const zip = asZip(new Blob([new Uint8Array([0x50, 0x4b, 0x03, 0x04])], { type: "application/x-zip-compressed" }));
    expect(zip.type).toBe("application/zip");
    expect([...new Uint8Array(await zip.arrayBuffer())]).toEqual([0x50, 0x4b, 0x03, 0x04]);
  });
});

describe("a running batch's progress", () => {
  it("says no time until the API has an estimate", () => {
    expect(timeLeftText(en, null)).toBeNull();
  });

  it("rounds the time left up, never promising less than it takes", () => {
    expect(timeLeftText(en, 4)).toBe("A few seconds left");
    expect(timeLeftText(en, 11)).toBe("About 15 seconds left");
    expect(timeLeftText(en, 56)).toBe("About 1 minute left");
    expect(timeLeftText(en, 60)).toBe("About 1 minute left");
    expect(timeLeftText(en, 61)).toBe("About 2 minutes left");
    expect(timeLeftText(en, 3599)).toBe("About 1 hour left");
    expect(timeLeftText(en, 2 * 3600 + 1)).toBe("About 3 hours left");
    expect(timeLeftText(fr, 61)).toContain("2");
  });

  it("fills the bar with the DPs made, then the failed ones, within the whole", () => {
    expect(progressShares({ total: 40, done: 10, failed: 2 })).toEqual({ done: 25, failed: 5 });
    expect(progressShares({ total: 0, done: 0, failed: 0 })).toEqual({ done: 0, failed: 0 });
    expect(progressShares({ total: 4, done: 4, failed: 3 })).toEqual({ done: 100, failed: 0 });
  });

  it("is read again only while a batch runs", () => {
    expect(anyRunning(undefined)).toBe(false);
    expect(anyRunning([{ status: "done" }])).toBe(false);
    expect(anyRunning([{ status: "done" }, { status: "running" }])).toBe(true);
  });
});

describe("the sample CSV", () => {
  it("names the columns on its first line and has three people, one without a photo", () => {
    const lines = SAMPLE_CSV.trimEnd().split("\r\n");
    expect(lines).toEqual(["name,photo", "Ada Lovelace,ada.jpg", "Grace Hopper,grace.png", "Alan Turing,"]);
  });
});
