import { spawn } from "node:child_process";
import { closeSync, openSync, readFileSync } from "node:fs";
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { SERVER_CPU } from "./processes.ts";

const ROOT = path.resolve(import.meta.dirname, "../..");
const FRONTEND = path.join(ROOT, "deploy/haproxy.cfg");
const COMPOSE_BACKENDS = path.join(ROOT, "deploy/haproxy-backends.cfg");
const READY_TIMEOUT_MS = 30_000;

export interface RunningProxy {
  stop(): Promise<void>;
}

/**
 * docker-compose.yml's backend section with the replicas at fixed local ports instead of Docker's
 * DNS: the same balancing and the same health checks (interval, falls, rises), so the proxy takes a
 * killed API out of rotation as it would in production.
 */
async function localBackends(ports: readonly number[]): Promise<string> {
  const compose = await readFile(COMPOSE_BACKENDS, "utf8");
  const section = compose.slice(compose.indexOf("\nbackend api"));
  if (!section.includes("server-template")) throw new Error(`${COMPOSE_BACKENDS} has no server-template line in its backend api section`);
  return section
    .replace(/ resolvers \S+| resolve-prefer \S+| init-addr \S+/g, "")
    .replace(/^\s*server-template .*$/m, ports.map((port, i) => `    server api${i + 1} 127.0.0.1:${port}`).join("\n"));
}

/** The real public frontend (deploy/haproxy.cfg) on `port` in front of the API processes on `apiPorts`, on the servers' CPU. */
export async function startProxy(port: number, apiPorts: readonly number[], log: string): Promise<RunningProxy> {
  const backends = `${log}.backends.cfg`;
  await writeFile(backends, await localBackends(apiPorts));
  const fd = openSync(log, "a");
  const child = spawn("taskset", ["-c", SERVER_CPU, "haproxy", "-db", "-f", FRONTEND, "-f", backends], {
    env: { PATH: process.env.PATH, TWEND_PROXY_PORT: String(port) },
    stdio: ["ignore", fd, fd],
  });
  closeSync(fd);
  const deadline = Date.now() + READY_TIMEOUT_MS;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`haproxy exited with ${child.exitCode}:\n${readFileSync(log, "utf8").slice(-2000)}`);
    const status = await fetch(`http://127.0.0.1:${port}/haproxy/health`).then(
      (res) => res.status,
      () => 0,
    );
    if (status === 200) break;
    if (Date.now() > deadline) throw new Error(`haproxy saw no ready API within ${READY_TIMEOUT_MS / 1000} s:\n${readFileSync(log, "utf8").slice(-2000)}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      await exited;
    },
  };
}
