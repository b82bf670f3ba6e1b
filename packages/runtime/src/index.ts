export { createDependencyMonitor, type DependencyLog, type DependencyMonitor, type DependencyName, type Readiness } from "./dependency-monitor.ts";
export { RETRY_MAX_MS } from "./retry-delay.ts";
export { watchDatabase } from "./watch-database.ts";
export { redisWatch, watchRedis, type RedisWatch } from "./watch-redis.ts";
export { runWhenUp } from "./run-when-up.ts";
export { exitOnSignal } from "./graceful-shutdown.ts";
export { closeRedis, isRedisConnectionError, quietRedisErrors, reconnectWithBackoff, type RedisErrorLog } from "./redis-clients.ts";
export { scrapeMetrics, SECONDS_BUCKETS } from "./metrics/metrics-registry.ts";
export { currentTraceCarrier, inJobSpan, startTracing, tracingEnabled, type JobSpanInfo, type TraceCarrier, type Tracing, type TracingLog } from "./tracing/tracing.ts";
