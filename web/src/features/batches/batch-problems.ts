import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { BATCH_COLUMNS, BATCH_LIMITS, BATCH_MESSAGES, type BatchProblem } from "@twend/shared";
import { z } from "zod";
import { apiAnswer, callFailure } from "../../lib/api-errors/call-failure.ts";
import { describeFailure } from "../../lib/api-errors/describe-failure.ts";

/** tRPC types an error's `data` loosely: the API's list of problems is checked before it is shown. */
const problemsData = z.object({
  problems: z.array(
    z.object({
      row: z.number().int().nullable(),
      column: z.enum([BATCH_COLUMNS.name, BATCH_COLUMNS.photo]).nullable(),
      message: z.string().min(1),
    }),
  ),
});

/** The problems a refused batch came back with, in the API's order; empty when the answer carried none. */
export function refusalProblems(data: unknown): BatchProblem[] {
  const parsed = problemsData.safeParse(data);
  return parsed.success ? parsed.data.problems : [];
}

/** Why a batch was not started: every problem the API found, or one text for any other failure. */
export interface BatchCreateFailure {
  problems: BatchProblem[];
}

const CREATE_FAILED = msg`The batch could not be started. Please try again.`;
const CREATE_NETWORK_FAILED = msg`The files could not be sent. Check your connection and try again.`;

function only(message: string): BatchCreateFailure {
  return { problems: [{ row: null, column: null, message }] };
}

/**
 * What a failed create shows. The API's refusals are already in the visitor's language: its list of
 * problems when it sent one (a wrong CSV or ZIP), else its message (a batch still running).
 */
export function describeBatchFailure(i18n: I18n, thrown: unknown): BatchCreateFailure {
  if (callFailure(thrown) === null) return only(thrown instanceof Error && thrown.message !== "" ? thrown.message : i18n._(CREATE_FAILED));
  const problems = refusalProblems(apiAnswer(thrown)?.data);
  if (problems.length > 0) return { problems };
  // A proxy's size limit answers before the API can say which file was too large: the ZIP is the only large one.
  const tooLarge = { id: BATCH_MESSAGES.zipTooLarge, values: { max: BATCH_LIMITS.zipBytes / (1024 * 1024) } };
  return only(describeFailure(i18n, thrown, { fallback: CREATE_FAILED, unreachable: CREATE_NETWORK_FAILED, tooLarge }));
}

/** "Line 4 · photo": where a problem is, with the CSV's own line number and column name; null when it is about a whole file. */
export function problemPlace(i18n: I18n, problem: Pick<BatchProblem, "row" | "column">): string | null {
  const { row, column } = problem;
  if (row !== null && column !== null) return i18n._(msg`Line ${row} · ${column}`);
  if (row !== null) return i18n._(msg`Line ${row}`);
  if (column !== null) return i18n._(msg`Column ${column}`);
  return null;
}
