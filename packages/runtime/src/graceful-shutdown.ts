export interface ShutdownLog {
  info(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

/**
 * On SIGTERM or SIGINT, runs `stop` (finish in-flight work, close connections) and exits 0; if it
 * fails, or has not finished within `timeoutMs`, exits 1 with one line saying why. Signals
 * after the first are ignored: the limit already bounds the wait. The limit's timer holds the
 * process open, so a `stop` stuck on nothing that does cannot end it silently with 0.
 */
export function exitOnSignal(options: { log: ShutdownLog; timeoutMs: number; stop: () => Promise<void> }): void {
  const { log, timeoutMs, stop } = options;
  let stopping = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    const started = Date.now();
    log.info({ signal, timeoutMs }, "shutting down");
    setTimeout(() => {
      log.error({ signal, timeoutMs }, `shutdown did not finish within ${timeoutMs} ms (SHUTDOWN_TIMEOUT_SECONDS); exiting`);
      process.exit(1);
    }, timeoutMs);
    stop().then(
      () => {
        log.info({ ms: Date.now() - started }, "stopped");
        process.exit(0);
      },
      (error: unknown) => {
        log.error({ err: error }, "shutdown failed");
        process.exit(1);
      },
    );
  };
  process.on("SIGTERM", shutdown);
  process.on("SIGINT", shutdown);
}
