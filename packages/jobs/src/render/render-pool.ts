import { fork, type ChildProcess } from "node:child_process";
import { fileURLToPath } from "node:url";
import { DEFAULT_RENDER_MEMORY_MB } from "@twend/config";
import type { RenderMessage, RenderRequest } from "./render-protocol.ts";
import type { RenderTask } from "./render-tasks.ts";

/** Native canvas and image libraries can hold on to memory: a fresh process every so many renders bounds it. */
export const RECYCLE_AFTER = 200;
/** A render that takes longer is stuck (a pathological image): its process is killed and the job retried. */
export const RENDER_TIMEOUT_MS = 60_000;

/**
 * The JavaScript heap a render process may grow to: drawing keeps its pixels in native memory (a
 * 40-megapixel DP peaks near 2 GB resident with a heap of about 20 MB), so this only stops a
 * runaway script, which then dies and its job is retried.
 */
export function renderHeapLimitMb(memoryMb: number): number {
  return Math.max(64, Math.floor(memoryMb / 4));
}

/**
 * Compiled (`npm start`), this module is part of an app's bundle, and the app's build puts the child's
 * own bundle beside it (scripts/build-node.ts), run by plain node; from source, the TypeScript
 * child runs through tsx.
 */
const CHILD = import.meta.url.endsWith(".ts")
  ? { file: fileURLToPath(new URL("./render-child.ts", import.meta.url)), execArgv: ["--import", "tsx"] }
  : { file: fileURLToPath(new URL("./render-child.js", import.meta.url)), execArgv: [] };

export class RenderProcessError extends Error {
  override name = "RenderProcessError";
}

export interface RenderPool {
  /** Draws in a render process; resolves with the encoded image. */
  render(task: RenderTask): Promise<Buffer>;
  /** How many render processes were started so far (recycling starts new ones). */
  readonly processesStarted: number;
  /** Refuses new renders, finishes the ones already asked for, and stops the processes. */
  close(): Promise<void>;
}

export interface RenderPoolOptions {
  /** Render processes running at once; each draws one image at a time. */
  size: number;
  /**
   * Resident memory a render process may keep between renders (RENDER_MEMORY_MB): one found above it
   * after a render is replaced, which gives its memory back. Default DEFAULT_RENDER_MEMORY_MB.
   */
  memoryMb?: number;
  recycleAfter?: number;
  timeoutMs?: number;
}

interface Pending {
  request: RenderRequest;
  resolve(bytes: Buffer): void;
  reject(error: Error): void;
  timer?: NodeJS.Timeout;
}

interface Slot {
  child?: ChildProcess | undefined;
  ready: boolean;
  rendered: number;
  /** The process's resident memory after its last render. */
  rssBytes: number;
  current?: Pending | undefined;
}

/**
 * Canvas drawing and PNG encoding are CPU-bound: run in the job runner's own
 * thread they would stall its event loop, and with it BullMQ's lock renewals,
 * so jobs would be taken for stalled and run twice. Child processes (not
 * worker threads: sharp and the canvas binding do not survive threads being
 * torn down) draw instead, and are replaced after `recycleAfter` renders, or
 * after any render that leaves one holding more than `memoryMb` (native image
 * memory is not returned to the system while the process lives).
 */
export function createRenderPool(options: RenderPoolOptions): RenderPool {
  const recycleAfter = options.recycleAfter ?? RECYCLE_AFTER;
  const timeoutMs = options.timeoutMs ?? RENDER_TIMEOUT_MS;
  const memoryMb = options.memoryMb ?? DEFAULT_RENDER_MEMORY_MB;
  const execArgv = [...CHILD.execArgv, `--max-old-space-size=${renderHeapLimitMb(memoryMb)}`];
  const slots: Slot[] = Array.from({ length: Math.max(1, options.size) }, () => ({ ready: false, rendered: 0, rssBytes: 0 }));
  const waiting: Pending[] = [];
  let processesStarted = 0;
  let nextId = 1;
  let closed = false;
  const drainWaiters: Array<() => void> = [];
  const busy = () => waiting.length > 0 || slots.some((slot) => slot.current);

  const spawn = (slot: Slot) => {
    const child = fork(CHILD.file, [], {
      execArgv,
      serialization: "advanced",
      stdio: ["ignore", "inherit", "inherit", "ipc"],
    });
    processesStarted += 1;
    Object.assign(slot, { child, ready: false, rendered: 0, rssBytes: 0 });
    child.on("message", (message: RenderMessage) => {
      if ("ready" in message) {
        slot.ready = true;
        pump();
      } else if (slot.current?.request.id === message.id) {
        slot.rssBytes = message.rssBytes;
        settle(slot, message.ok ? Buffer.from(message.bytes.buffer, message.bytes.byteOffset, message.bytes.byteLength) : new Error(message.error));
      }
    });
    const gone = (why: string) => {
      if (slot.child !== child) return;
      Object.assign(slot, { child: undefined, ready: false });
      if (slot.current) settle(slot, new RenderProcessError(`the render process stopped (${why})`));
      else pump();
    };
    child.on("exit", (code, signal) => gone(signal ?? `exit code ${code}`));
    child.on("error", (error) => gone(error.message));
  };

  const retire = (slot: Slot) => {
    const child = slot.child;
    Object.assign(slot, { child: undefined, ready: false });
    // The process exits when its channel closes.
    if (child?.connected) child.disconnect();
  };

  const settle = (slot: Slot, result: Buffer | Error) => {
    const pending = slot.current;
    if (!pending) return;
    slot.current = undefined;
    clearTimeout(pending.timer);
    slot.rendered += 1;
    const overMemory = slot.rssBytes > memoryMb * 1024 * 1024;
    if (slot.child && (slot.rendered >= recycleAfter || overMemory)) retire(slot);
    if (result instanceof Error) pending.reject(result);
    else pending.resolve(result);
    pump();
    if (!busy()) for (const wake of drainWaiters.splice(0)) wake();
  };

  const pump = () => {
    for (const slot of slots) {
      if (slot.current || waiting.length === 0) continue;
      if (!slot.child) spawn(slot);
      const child = slot.child;
      if (!slot.ready || !child) continue;
      const pending = waiting.shift();
      if (!pending) return;
      slot.current = pending;
      pending.timer = setTimeout(() => child.kill("SIGKILL"), timeoutMs);
      child.send(pending.request, (error) => {
        if (error) child.kill("SIGKILL");
      });
    }
  };

  return {
    render(task) {
      if (closed) return Promise.reject(new RenderProcessError("the render pool is closed"));
      return new Promise<Buffer>((resolve, reject) => {
        waiting.push({ request: { id: nextId++, task }, resolve, reject });
        pump();
      });
    },
    get processesStarted() {
      return processesStarted;
    },
    async close() {
      closed = true;
      if (busy()) await new Promise<void>((resolve) => drainWaiters.push(resolve));
      await Promise.all(
        slots.map((slot) => {
          const child = slot.child;
          if (!child) return undefined;
          const exited = new Promise((resolve) => child.once("exit", resolve));
          retire(slot);
          return exited;
        }),
      );
    },
  };
}
