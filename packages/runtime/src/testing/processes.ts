import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { createServer } from "node:net";

// Helpers for tests that run the real API or worker process against real, stoppable backends.

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => (typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port"))));
    });
  });
}

/** A port nothing listens on: connections to it are refused at once, as to a stopped service. */
export const closedPort = freePort;

export async function waitFor<T>(what: string, probe: () => Promise<T | undefined>, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

export interface Answer {
  status: number;
  body: unknown;
}

/** GET `url` as JSON; undefined while nothing listens there. */
export async function getJson(url: string): Promise<Answer | undefined> {
  try {
    // Generous: a loaded machine can be slow to answer, and a missed answer only means asking again.
    const res = await fetch(url, { signal: AbortSignal.timeout(10_000) });
    return { status: res.status, body: await res.json() };
  } catch {
    return undefined;
  }
}

export interface RunningProcess {
  child: ChildProcess;
  /** Everything it wrote to stdout and stderr so far. */
  output(): string;
  /** Resolves with how it ended. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** Sends `signal` and waits for the exit. */
  stop(signal?: NodeJS.Signals): Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/** Runs a TypeScript entry point with `node --import tsx`, as `npm run dev` and the worker tests do, with exactly `env` (plus PATH). */
export function runEntry(entry: string, env: Record<string, string>): RunningProcess {
  const child = spawn(process.execPath, ["--import", "tsx", entry], {
    env: { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => child.once("exit", (code, signal) => resolve({ code, signal })));
  return {
    child,
    output: () => output,
    exited,
    async stop(signal = "SIGTERM") {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
}

/** Every line a process wrote that is not one JSON object: a printed stack, a console.error, a warning. */
export function nonJsonLines(output: string): string[] {
  return output
    .split("\n")
    .filter((line) => line.trim() !== "")
    .filter((line) => {
      try {
        const parsed: unknown = JSON.parse(line);
        return typeof parsed !== "object" || parsed === null;
      } catch {
        return true;
      }
    });
}

/** The JSON log lines a process wrote. */
export function logLines(output: string): Array<Record<string, unknown>> {
  return output
    .split("\n")
    .filter((line) => line.startsWith("{"))
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

export const hasRedisServer = (): boolean => spawnSync("redis-server", ["--version"]).status === 0;

export interface RedisServer {
  url: string;
  /** Starts it (again, after `stop`) on the same port; resolves once it answers. */
  start(): Promise<void>;
  stop(): Promise<void>;
}

/** A private redis-server on a free port, without persistence, to stop and start under a process. */
export async function redisServerOnFreePort(): Promise<RedisServer> {
  const port = await freePort();
  let server: ChildProcess | undefined;
  return {
    url: `redis://127.0.0.1:${port}`,
    async start() {
      const started = spawn("redis-server", ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"], { stdio: ["ignore", "pipe", "pipe"] });
      server = started;
      let said = "";
      await new Promise<void>((resolve, reject) => {
        started.stdout?.on("data", (chunk: Buffer) => {
          said += chunk.toString();
          if (said.includes("Ready to accept connections")) resolve();
        });
        started.once("exit", (code) => reject(new Error(`redis-server exited with ${code}: ${said}`)));
      });
    },
    async stop() {
      const running = server;
      server = undefined;
      if (!running || running.exitCode !== null) return;
      const exited = new Promise((resolve) => running.once("exit", resolve));
      running.kill("SIGKILL");
      await exited;
    },
  };
}

export { metricValue } from "./metrics-text.ts";
