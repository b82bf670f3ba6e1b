import { Plural, useLingui } from "@lingui/react/macro";
import type { BatchProblem } from "@twend/shared";
import CircleAlert from "lucide-react/icons/circle-exclamation-point";
import { problemPlace } from "../../features/batches/batch-problems.ts";

/**
 * Every problem the API found in the files, each with its line and column, so the organiser
 * fixes the CSV or the ZIP in one go. A single problem about no line in particular reads as one message.
 */
export function BatchProblems({ problems }: { problems: readonly BatchProblem[] }) {
  const { i18n } = useLingui();
  const count = problems.length;
  const placed = problems.map((problem) => ({ ...problem, place: problemPlace(i18n, problem) }));
  const single = count === 1 && placed[0]?.place === null;

  return (
    <div className="flex gap-2.5 rounded-xl bg-rose-50 px-3.5 py-3 text-sm text-rose-900 ring-1 ring-rose-200 ring-inset motion-safe:animate-fade-in">
      <CircleAlert aria-hidden="true" className="mt-px size-4.5 shrink-0 text-rose-600" />
      <div className="min-w-0 flex-1 break-words">
        {single ? (
          <p>{placed[0]?.message}</p>
        ) : (
          <>
            <p className="font-semibold">
              <Plural
                value={count}
                one="The batch was not started. Fix this problem and send the files again:"
                other="The batch was not started. Fix these # problems and send the files again:"
              />
            </p>
            <ul className="mt-2 space-y-1.5">
              {placed.map((problem, index) => (
                <li key={index} className="grid grid-cols-1 items-baseline gap-x-2 gap-y-0.5 min-[400px]:grid-cols-[auto_minmax(0,1fr)]">
                  {problem.place ? (
                    <span className="shrink-0 justify-self-start rounded-md bg-rose-100 px-1.5 text-xs leading-5 font-semibold whitespace-nowrap text-rose-800">
                      {problem.place}
                    </span>
                  ) : null}
                  <span className={problem.place ? "min-w-0" : "col-span-full min-w-0"}>{problem.message}</span>
                </li>
              ))}
            </ul>
          </>
        )}
      </div>
    </div>
  );
}
