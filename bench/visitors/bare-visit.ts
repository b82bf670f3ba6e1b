import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { startServerScript, type BareServer } from "../generate/bare-process.ts";
import { descendantPids } from "./proc-cpu.ts";
import type { RecordedVisit } from "./record-visit.ts";
import { SESSION_PLACEHOLDER } from "./session-id.ts";

/** One recorded answer as the bare server loads it. */
export interface StoredAnswer {
  /** Method and path, the session id replaced by SESSION_PLACEHOLDER. */
  key: string;
  status: number;
  headers: Record<string, string>;
  /** Base64. */
  body: string;
}

export interface BareVisitServer extends BareServer {
  /** Its process, whose CPU time is the floor's. */
  pid: number;
}

const ENTRY = path.join(import.meta.dirname, "bare-visit-server.ts");

/** This process's child running `entry`: startServerScript keeps its process to itself. */
async function childRunning(entry: string): Promise<number> {
  for (const pid of await descendantPids(process.pid)) {
    const args = (await readFile(`/proc/${pid}/cmdline`, "utf8").catch(() => "")).split("\0");
    if (args.includes(entry)) return pid;
  }
  throw new Error(`no process of this bench runs ${entry}`);
}

/**
 * The floor the server is measured against: a bare node:http server in a child process answering
 * every request of `visit` with the bytes the app answered it with (compressed as it was), and
 * nothing else.
 */
export async function startBareVisitServer(visit: RecordedVisit): Promise<BareVisitServer> {
  const stored = new Map<string, StoredAnswer>();
  for (const e of visit.exchanges) {
    const key = `${e.method} ${e.path.split(visit.sessionId).join(SESSION_PLACEHOLDER)}`;
    if (!stored.has(key)) stored.set(key, { key, status: e.status, headers: e.responseHeaders, body: e.responseBody.toString("base64") });
  }
  const dir = await mkdtemp(path.join(tmpdir(), "twend-bench-bare-visit-"));
  try {
    const file = path.join(dir, "answers.json");
    await writeFile(file, JSON.stringify([...stored.values()]));
    // The server reads the file when it starts, so the folder can go as soon as it listens.
    const server = await startServerScript(ENTRY, { BARE_VISIT_FILE: file });
    const pid = await childRunning(ENTRY).catch(async (error: unknown) => {
      await server.stop();
      throw error;
    });
    return { ...server, pid };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
