import autocannon from "autocannon";
import { percentile } from "./percentile.ts";

/** One timed run: every response time (autocannon's own histogram has no p95), for pooling across runs. */
export interface LoadRun {
  latenciesMs: number[];
  seconds: number;
  /** Responses other than 2xx plus connection errors and timeouts: a figure with any is not comparable. */
  failures: number;
}

export interface LoadFigures {
  requestsPerSecond: number;
  p50Ms: number;
  p95Ms: number;
  failures: number;
}

/** Headers for the n-th request of a run, e.g. the address of the visitor making it. */
export type HeadersOf = (n: number) => Record<string, string>;

/** `connections` keep-alive connections hammering `url` for `seconds`, each request with `headersOf`'s headers when given. */
export function hammer(url: string, connections: number, seconds: number, headersOf?: HeadersOf): Promise<LoadRun> {
  const latenciesMs: number[] = [];
  let sent = 0;
  const requests = headersOf ? [{ setupRequest: (request: autocannon.Request) => ({ ...request, headers: { ...request.headers, ...headersOf(sent++) } }) }] : undefined;
  return new Promise((resolve, reject) => {
    const instance = autocannon({ url, connections, duration: seconds, requests }, (error: unknown, result: autocannon.Result) => {
      if (error) return reject(error instanceof Error ? error : new Error(String(error)));
      resolve({ latenciesMs, seconds: result.duration, failures: result.non2xx + result.errors + result.timeouts });
    });
    instance.on("response", (_client, _status, _bytes, responseTime) => {
      latenciesMs.push(responseTime);
    });
  });
}

/** Throughput over the runs' total time and percentiles of all their responses together. */
export function pool(runs: readonly LoadRun[]): LoadFigures {
  const latencies = runs.flatMap((r) => r.latenciesMs);
  const seconds = runs.reduce((sum, r) => sum + r.seconds, 0);
  return {
    requestsPerSecond: latencies.length / seconds,
    p50Ms: percentile(latencies, 50),
    p95Ms: percentile(latencies, 95),
    failures: runs.reduce((sum, r) => sum + r.failures, 0),
  };
}

export interface OnceEachFigures {
  latenciesMs: number[];
  failures: number;
  wallMs: number;
  /** How many answers had each status other than 2xx (a 503 asking to come back, say). */
  refusals: Map<number, number>;
}

/**
 * Requests every path exactly once over `connections` keep-alive connections,
 * each connection taking the next path in turn (autocannon calls setupRequest
 * once per request it sends, and `amount` stops it after the last path). A
 * fetch() loop was tried first: its own overhead capped it near 1k req/s here,
 * so the floor measured the client, not the server.
 */
export function requestEachOnce(origin: string, paths: readonly string[], connections: number): Promise<OnceEachFigures> {
  const latenciesMs: number[] = [];
  const refusals = new Map<number, number>();
  let next = 0;
  const start = performance.now();
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: origin,
        connections,
        amount: paths.length,
        requests: [{ setupRequest: (request) => ({ ...request, path: paths[next++ % paths.length] }) }],
      },
      (error: unknown, result: autocannon.Result) => {
        if (error) return reject(error instanceof Error ? error : new Error(String(error)));
        if (next !== paths.length) return reject(new Error(`${next} requests set up for ${paths.length} paths: some path was not requested exactly once`));
        resolve({ latenciesMs, failures: result.non2xx + result.errors + result.timeouts, wallMs: performance.now() - start, refusals });
      },
    );
    instance.on("response", (_client, status, _bytes, responseTime) => {
      latenciesMs.push(responseTime);
      if (status < 200 || status >= 300) refusals.set(status, (refusals.get(status) ?? 0) + 1);
    });
  });
}

export interface LoadPlan {
  connections: number;
  warmUpSeconds: number;
  runSeconds: number;
  rounds: number;
}

export interface AgainstBare {
  app: LoadFigures;
  bare: LoadFigures;
  /** app/bare throughput of each round, to show how steady the machine was. */
  perRound: number[];
}

/**
 * The app and a bare server hammered in turn, round after round, so a
 * neighbour's burst on this shared machine does not land on one side only.
 * Warm-up (JIT, pools) is not reported.
 */
export async function againstBare(appUrl: string, bareUrl: string, plan: LoadPlan, headersOf?: HeadersOf): Promise<AgainstBare> {
  await hammer(appUrl, plan.connections, plan.warmUpSeconds, headersOf);
  await hammer(bareUrl, plan.connections, plan.warmUpSeconds, headersOf);
  const appRuns: LoadRun[] = [];
  const bareRuns: LoadRun[] = [];
  for (let round = 0; round < plan.rounds; round++) {
    appRuns.push(await hammer(appUrl, plan.connections, plan.runSeconds, headersOf));
    bareRuns.push(await hammer(bareUrl, plan.connections, plan.runSeconds, headersOf));
  }
  return {
    app: pool(appRuns),
    bare: pool(bareRuns),
    perRound: appRuns.map((run, i) => {
      const bare = bareRuns[i];
      return bare ? pool([run]).requestsPerSecond / pool([bare]).requestsPerSecond : Number.NaN;
    }),
  };
}

/** One printed line of load figures. */
export function loadLine(label: string, f: LoadFigures): string {
  return `${label}: ${f.requestsPerSecond.toFixed(0)} req/s, p50 ${f.p50Ms.toFixed(1)} ms, p95 ${f.p95Ms.toFixed(1)} ms${f.failures ? `, ${f.failures} FAILED requests` : ""}`;
}
