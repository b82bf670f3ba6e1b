/**
 * Draws the full-size DP ahead of the click: `schedule` waits until the
 * inputs have been still for `delayMs`, a newer input supersedes an older
 * one (its result is dropped and its signal aborted), and `take` hands out
 * the image for the inputs on screen: ready at once when the drawing ahead
 * finished, the running one when it is under way, a new one otherwise.
 */
export interface ComposeAhead<Input, Result> {
  /** `delayMs` overrides the usual wait, e.g. 0 for inputs that will not be moving. */
  schedule(key: string, input: Input, delayMs?: number): void;
  take(key: string, input: Input): Promise<Result>;
  /** The finished result for `key`, if there is one. */
  peek(key: string): Result | undefined;
  cancel(): void;
}

interface Job<Result> {
  key: string;
  controller: AbortController;
  promise: Promise<Result>;
  settled: { result: Result } | null;
}

export function createComposeAhead<Input, Result>(options: {
  delayMs: number;
  run: (input: Input, signal: AbortSignal) => Promise<Result>;
}): ComposeAhead<Input, Result> {
  let timer: ReturnType<typeof setTimeout> | null = null;
  let job: Job<Result> | null = null;

  const clearTimer = () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
  };

  const start = (key: string, input: Input): Job<Result> => {
    job?.controller.abort();
    const controller = new AbortController();
    const started: Job<Result> = { key, controller, settled: null, promise: options.run(input, controller.signal) };
    started.promise.then(
      (result) => {
        started.settled = { result };
      },
      // A failed drawing ahead is forgotten, so the click draws again and shows the error itself.
      () => {
        if (job === started) job = null;
      },
    );
    job = started;
    return started;
  };

  return {
    schedule(key, input, delayMs = options.delayMs) {
      clearTimer();
      if (job?.key === key) return;
      job?.controller.abort();
      job = null;
      if (delayMs <= 0) {
        start(key, input);
        return;
      }
      timer = setTimeout(() => {
        timer = null;
        start(key, input);
      }, delayMs);
    },
    take(key, input) {
      clearTimer();
      if (job?.key === key) return job.promise;
      return start(key, input).promise;
    },
    peek(key) {
      return job?.key === key ? job.settled?.result : undefined;
    },
    cancel() {
      clearTimer();
      job?.controller.abort();
      job = null;
    },
  };
}
