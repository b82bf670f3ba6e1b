import type { JobQueue } from "@twend/jobs";
import { isRedisConnectionError, type DependencyMonitor } from "@twend/runtime";
import { HttpError } from "../http/http-error.ts";
import { dependencyUnavailable } from "./dependency-unavailable.ts";

/**
 * The BullMQ queue as requests see it: while Redis is missing, every call fails at once with a
 * 503 naming it (BullMQ would otherwise wait for a connection that may not come), and a call
 * that loses the connection half-way gets the same answer rather than a 500.
 */
export function guardQueue(queue: JobQueue, dependencies: DependencyMonitor): JobQueue {
  const guarded = async <T>(call: () => Promise<T>): Promise<T> => {
    if (!dependencies.isUp("redis")) throw dependencyUnavailable("redis");
    try {
      return await call();
    } catch (error) {
      if (!(error instanceof HttpError) && isRedisConnectionError(error)) throw dependencyUnavailable("redis");
      throw error;
    }
  };
  return {
    kind: queue.kind,
    enqueue: (name, payload, options) => guarded(() => queue.enqueue(name, payload, options)),
    enqueueMany: (name, jobs) => guarded(() => queue.enqueueMany(name, jobs)),
    repeat: (name, payload, everyMs) => guarded(() => queue.repeat(name, payload, everyMs)),
    counts: (lane) => guarded(() => queue.counts(lane)),
    backlog: (lane) => guarded(() => queue.backlog(lane)),
    listJobs: (lane, state, range) => guarded(() => queue.listJobs(lane, state, range)),
    retryJob: (lane, id) => guarded(() => queue.retryJob(lane, id)),
    removeJob: (lane, id) => guarded(() => queue.removeJob(lane, id)),
    idle: () => guarded(() => queue.idle()),
    ping: () => guarded(() => queue.ping()),
    close: () => queue.close(),
  };
}
