import { BATCH_LIMITS, type BatchProblem } from "@twend/shared";
import { HttpError } from "../http/http-error.ts";

/**
 * A batch refused for what the creator sent: every problem found, each with its CSV row and column,
 * so the file is fixed in one go (the first `problemsShown` of them in the answer's `data.problems`).
 * The message is the first problem, for clients that read only it.
 */
export class BatchRefusal extends HttpError {
  constructor(
    readonly problems: readonly BatchProblem[],
    statusCode = 400,
  ) {
    super(statusCode, problems[0]?.message ?? "");
    this.name = "BatchRefusal";
  }

  override details(translate: (text: string) => string): { problems: BatchProblem[] } {
    return { problems: this.problems.slice(0, BATCH_LIMITS.problemsShown).map((problem) => ({ ...problem, message: translate(problem.message) })) };
  }
}
