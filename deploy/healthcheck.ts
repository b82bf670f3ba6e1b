/**
 * The image's HEALTHCHECK: exits 0 when the process in the container is alive. One image runs
 * the API or a worker, and only the process knows which port it answers on, so this asks the
 * API's port (PORT) first and, when nothing listens there, the worker's (WORKER_HEALTH_PORT):
 * no setting tells it which process runs. A port that answers decides alone: an API that
 * answers badly is not saved by the other port. Built into api/dist/healthcheck.js.
 */
import { parseConfig } from "@twend/config";

const LIVENESS_PATH = "/healthz/live";
/** Below the HEALTHCHECK's own timeout, which kills the check. */
const ANSWER_TIMEOUT_MS = 4000;

/** Whether `port` answers its liveness path with 200 `{"status":"ok"}`; undefined when nothing listens on it. */
async function alive(port: number): Promise<boolean | undefined> {
  try {
    const res = await fetch(`http://127.0.0.1:${port}${LIVENESS_PATH}`, { signal: AbortSignal.timeout(ANSWER_TIMEOUT_MS) });
    const body = (await res.json()) as { status?: unknown };
    return res.ok && body.status === "ok";
  } catch (error) {
    const code = error instanceof Error && error.cause instanceof Error ? (error.cause as NodeJS.ErrnoException).code : undefined;
    return code === "ECONNREFUSED" ? undefined : false;
  }
}

async function main(): Promise<boolean> {
  const config = parseConfig(process.env);
  return (await alive(config.port)) ?? (await alive(config.workerHealthPort)) ?? false;
}

main().then(
  (ok) => process.exit(ok ? 0 : 1),
  () => process.exit(1),
);
