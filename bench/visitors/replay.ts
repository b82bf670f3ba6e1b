import http from "node:http";
import { brotliDecompressSync, gunzipSync, inflateSync } from "node:zlib";
import { GENERATE_KIND, type PlannedRequest } from "./visit-plan.ts";

/** A request that hangs this long is taken for lost: bounded, so a step against an overloaded server ends. */
const REQUEST_TIMEOUT_MS = 15_000;

export interface RequestResult {
  kind: string;
  /** From sending the request to the last byte of the answer. */
  ms: number;
  /** 0 when no answer came (connection error, timeout, the step's end). */
  status: number;
  /** When it was first sent, ms on this process's performance clock. */
  startedAt: number;
  /** Sends it took: more than one when a failure was retried. */
  attempts: number;
}

export interface VisitorOutcome {
  results: RequestResult[];
  /** The server renders the visitor's generate call queued. */
  renderIds: string[];
  /** Every request answered 2xx. */
  ok: boolean;
}

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** Sends `request` and reads its answer to the end, keeping the body only when `keep` says so: the load generator copies no more than it must. */
function send(origin: URL, agent: http.Agent, request: PlannedRequest, keep: boolean): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: origin.hostname,
        port: origin.port,
        method: request.method,
        path: request.path,
        headers: { ...request.headers, ...(request.body.length ? { "content-length": String(request.body.length) } : {}) },
        agent,
        timeout: REQUEST_TIMEOUT_MS,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => {
          if (keep) chunks.push(chunk);
        });
        res.once("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
        res.once("error", reject);
      },
    );
    req.once("timeout", () => req.destroy(new Error(`no answer within ${REQUEST_TIMEOUT_MS / 1000} s`)));
    req.once("error", reject);
    req.end(request.body.length ? request.body : undefined);
  });
}

function decoded(answer: Answer): string {
  const encoding = answer.headers["content-encoding"] ?? "identity";
  const decode: Record<string, (bytes: Buffer) => Buffer> = { identity: (b) => b, gzip: gunzipSync, br: brotliDecompressSync, deflate: inflateSync };
  const decoder = decode[encoding];
  if (!decoder) throw new Error(`cannot read an answer in ${encoding}`);
  return decoder(answer.body).toString("utf8");
}

type TrpcAnswer = { result?: { data?: { render_id?: unknown } } } | undefined;

/** The render id in generator.generate's tRPC answer, alone or the first of a batch. */
function renderIdOf(answer: Answer): string {
  const parsed: unknown = JSON.parse(decoded(answer));
  const id: unknown = (Array.isArray(parsed) ? (parsed[0] as TrpcAnswer) : (parsed as TrpcAnswer))?.result?.data?.render_id;
  if (typeof id !== "string") throw new Error(`generator.generate answered without a render id: ${decoded(answer).slice(0, 200)}`);
  return id;
}

/** A visitor in flight, which the step's end can cut short. */
export interface RunningVisitor {
  outcome: Promise<VisitorOutcome>;
  abort(): void;
}

const failed = (answer: Answer | null) => !answer || answer.status < 200 || answer.status > 299;
/** Worth sending again, as a browser or a client library would: no answer, or the server (or its proxy) could not serve it now. */
const retryable = (answer: Answer | null) => !answer || answer.status === 502 || answer.status === 503 || answer.status === 504;

/**
 * One visitor: `requests` one after another, in the page's order (a count the server accepts only
 * after the one before it was answered), over a connection of its own as a new visitor's browser
 * opens, closed when they are done. Every answer is read to its last byte; a request that fails
 * (after `retries` more sends when it failed for want of a server) ends the visitor, as its later
 * requests would not mean the same.
 */
export function startVisitor(origin: string, requests: readonly PlannedRequest[], retries = 0): RunningVisitor {
  const target = new URL(origin);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  let aborted = false;
  const run = async (): Promise<VisitorOutcome> => {
    const results: RequestResult[] = [];
    const renderIds: string[] = [];
    try {
      for (const request of requests) {
        const start = performance.now();
        if (aborted) return { results: [...results, { kind: request.kind, ms: 0, status: 0, startedAt: start, attempts: 0 }], renderIds, ok: false };
        const generate = request.kind === GENERATE_KIND;
        let answer: Answer | null = null;
        let attempts = 0;
        do {
          attempts++;
          answer = await send(target, agent, request, generate).catch(() => null);
        } while (retryable(answer) && attempts <= retries && !aborted);
        results.push({ kind: request.kind, ms: performance.now() - start, status: answer?.status ?? 0, startedAt: start, attempts });
        if (failed(answer) || !answer) return { results, renderIds, ok: false };
        if (generate) renderIds.push(renderIdOf(answer));
      }
      return { results, renderIds, ok: true };
    } finally {
      agent.destroy();
    }
  };
  return {
    outcome: run(),
    abort() {
      aborted = true;
      agent.destroy();
    },
  };
}
