import { spawn, type ChildProcess } from "node:child_process";
import { closeSync, openSync, readFileSync } from "node:fs";
import path from "node:path";
import { PRODUCTION_ENTRY, WORKER_ENTRY } from "../../e2e/support/start-server.ts";

const ROOT = path.resolve(import.meta.dirname, "../..");
const READY_TIMEOUT_MS = 120_000;
/** The topology's processes share one CPU, so the load generator has the other to itself. */
export const SERVER_CPU = "0";

/** One process of the topology, which the rehearsal can kill without warning and start again. */
export interface Supervised {
  label: string;
  /** Starts it and resolves once its readiness check answers ok. */
  start(): Promise<void>;
  /** SIGKILL, as a crashed machine or an OOM kill ends a process: no graceful shutdown. */
  kill(): Promise<void>;
  /** SIGTERM and wait for the exit. */
  stop(): Promise<void>;
  pid(): number | undefined;
}

async function waitForReady(url: string, child: ChildProcess, log: string): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${url}: the process exited with ${child.exitCode}:\n${readFileSync(log, "utf8").slice(-2000)}`);
    const body = await fetch(url, { signal: AbortSignal.timeout(2000) })
      .then((res) => res.text())
      .catch(() => "");
    if (body.includes('"status":"ok"')) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} was not ready within ${READY_TIMEOUT_MS / 1000} s:\n${readFileSync(log, "utf8").slice(-2000)}`);
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once("exit", () => resolve()));
}

/** `node entry` on the servers' CPU with `env`, its output appended to `log`, ready when `readyUrl` says so. */
function supervised(label: string, entry: string, env: NodeJS.ProcessEnv, log: string, readyUrl: string): Supervised {
  let child: ChildProcess | undefined;
  return {
    label,
    async start() {
      const fd = openSync(log, "a");
      child = spawn("taskset", ["-c", SERVER_CPU, process.execPath, entry], {
        cwd: ROOT,
        env: { PATH: process.env.PATH, HOME: process.env.HOME, ...env },
        stdio: ["ignore", fd, fd],
      });
      closeSync(fd);
      await waitForReady(readyUrl, child, log);
    },
    async kill() {
      if (!child) return;
      child.kill("SIGKILL");
      await exited(child);
    },
    async stop() {
      if (!child) return;
      child.kill("SIGTERM");
      await exited(child);
    },
    pid: () => child?.pid,
  };
}

/** An API process on `port` (taskset execs node, so the pid is the server's own). */
export function apiProcess(label: string, port: number, env: NodeJS.ProcessEnv, log: string): Supervised {
  return supervised(label, PRODUCTION_ENTRY, { ...env, PORT: String(port), HOST: "127.0.0.1" }, log, `http://127.0.0.1:${port}/healthz/ready`);
}

/** A worker process with its health port. */
export function workerProcess(label: string, healthPort: number, env: NodeJS.ProcessEnv, log: string): Supervised {
  return supervised(label, WORKER_ENTRY, { ...env, WORKER_HEALTH_PORT: String(healthPort), HOST: "127.0.0.1" }, log, `http://127.0.0.1:${healthPort}/healthz/ready`);
}
