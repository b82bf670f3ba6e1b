import { spawn } from "node:child_process";
import path from "node:path";
import { stopChild } from "../../e2e/support/start-server.ts";

export interface BareServer {
  origin: string;
  stop(): Promise<void>;
}

export type BareMode = { kind: "constant"; body: string } | { kind: "pg"; databaseUrl: string };

/** Starts bare-server.ts in a child process and waits for its port. */
export async function startBareServer(mode: BareMode): Promise<BareServer> {
  const env: NodeJS.ProcessEnv = { BARE_MODE: mode.kind };
  if (mode.kind === "constant") env.BARE_BODY = mode.body;
  else env.DATABASE_URL = mode.databaseUrl;
  return startServerScript(path.join(import.meta.dirname, "bare-server.ts"), env);
}

/**
 * Runs the TypeScript server `entry` in a child process of its own (so it can
 * be pinned to a core) with `env` added to a production environment, and
 * waits for the "listening <port>" line it prints once it serves.
 */
export async function startServerScript(entry: string, env: NodeJS.ProcessEnv): Promise<BareServer> {
  const child = spawn(process.execPath, ["--import", "tsx", entry], {
    env: { PATH: process.env.PATH, HOME: process.env.HOME, NODE_ENV: "production", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let log = "";
  child.stderr.on("data", (d: Buffer) => (log += d.toString()));
  const port = await new Promise<number>((resolve, reject) => {
    child.stdout.on("data", (d: Buffer) => {
      log += d.toString();
      const match = /listening (\d+)/.exec(log);
      if (match?.[1]) resolve(Number(match[1]));
    });
    child.once("exit", (code) => reject(new Error(`${path.basename(entry)} exited with ${String(code)}:\n${log}`)));
  });
  return { origin: `http://127.0.0.1:${port}`, stop: () => stopChild(child) };
}
