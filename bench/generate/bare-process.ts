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
  const env: NodeJS.ProcessEnv = { PATH: process.env.PATH, HOME: process.env.HOME, NODE_ENV: "production", BARE_MODE: mode.kind };
  if (mode.kind === "constant") env.BARE_BODY = mode.body;
  else env.DATABASE_URL = mode.databaseUrl;
  const child = spawn(process.execPath, ["--import", "tsx", path.join(import.meta.dirname, "bare-server.ts")], { env, stdio: ["ignore", "pipe", "pipe"] });
  let log = "";
  child.stderr.on("data", (d: Buffer) => (log += d.toString()));
  const port = await new Promise<number>((resolve, reject) => {
    child.stdout.on("data", (d: Buffer) => {
      log += d.toString();
      const match = /listening (\d+)/.exec(log);
      if (match?.[1]) resolve(Number(match[1]));
    });
    child.once("exit", (code) => reject(new Error(`bare server exited with ${String(code)}:\n${log}`)));
  });
  return { origin: `http://127.0.0.1:${port}`, stop: () => stopChild(child) };
}
