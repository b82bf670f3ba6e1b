import { composePng, decodeBackground, decodePhoto } from "./compose-png.ts";
import { ComposeError, type ComposeMessage, type ComposeReply, type ComposeRequest, type DrawingBasics } from "./compose-request.ts";

export type Compose = (request: ComposeRequest, signal: AbortSignal) => Promise<Blob>;

/** The one owner of the compose worker: every message to it and every reply from it passes here. */
export interface ComposeClient {
  compose: Compose;
  /** Starts the worker and has it decode the background and load the fonts, so the first drawing does not wait for them. */
  prepare: (basics: DrawingBasics) => void;
  /** Has the worker decode a photo the visitor has just chosen, for its drawings to come. */
  decodeAhead: (photo: Blob) => void;
  /** Posts `photo`, as the drawings decode it, `width` pixels wide, to `port`; null without a worker. */
  thumbnail: (photo: Blob, width: number, port: MessagePort) => void;
  dispose: () => void;
}

interface Pending {
  resolve: (png: Blob) => void;
  reject: (error: unknown) => void;
}

function abortedError(): ComposeError {
  return new ComposeError("superseded", "superseded");
}

/** The main-thread path, for browsers whose workers lack OffscreenCanvas, fonts or createImageBitmap. */
async function composeOnPage(request: ComposeRequest, signal: AbortSignal): Promise<Blob> {
  const background = await decodeBackground(request.background);
  const photo = decodePhoto(request.photo);
  try {
    const canvas = typeof OffscreenCanvas === "undefined" ? document.createElement("canvas") : new OffscreenCanvas(1, 1);
    return await composePng(canvas, request, background, photo, document.fonts, () => !signal.aborted);
  } finally {
    background.close();
    photo.then(
      (image) => image.close(),
      () => undefined,
    );
  }
}

/**
 * Draws in a module worker where the browser has OffscreenCanvas, and on the
 * page otherwise, or once the worker says it cannot (no fonts or bitmaps in
 * workers) or fails to start.
 */
export function createComposeClient(): ComposeClient {
  let worker: Worker | null = null;
  let useWorker = typeof Worker !== "undefined" && typeof OffscreenCanvas !== "undefined";
  let nextId = 0;
  const pending = new Map<number, Pending>();

  const giveUpOnWorker = () => {
    useWorker = false;
    worker?.terminate();
    worker = null;
    for (const job of pending.values()) job.reject(new ComposeError("the worker stopped", "unsupported"));
    pending.clear();
  };

  const startWorker = (): Worker => {
    const started = new Worker(new URL("./compose.worker.ts", import.meta.url), { type: "module", name: "compose-dp" });
    started.addEventListener("message", (event: MessageEvent<ComposeReply>) => {
      const reply = event.data;
      const job = pending.get(reply.id);
      pending.delete(reply.id);
      if (reply.ok) job?.resolve(reply.png);
      else job?.reject(new ComposeError(reply.reason, reply.stage));
    });
    started.addEventListener("error", (event) => {
      console.error("The compose worker failed", event.message);
      giveUpOnWorker();
    });
    return started;
  };

  const post = (message: ComposeMessage, transfer: Transferable[] = []) => {
    worker ??= startWorker();
    worker.postMessage(message, transfer);
  };

  const inWorker = (request: ComposeRequest, signal: AbortSignal): Promise<Blob> => {
    const id = ++nextId;
    const result = new Promise<Blob>((resolve, reject) => pending.set(id, { resolve, reject }));
    signal.addEventListener("abort", () => {
      pending.get(id)?.reject(abortedError());
      pending.delete(id);
    });
    post({ kind: "compose", id, request });
    return result;
  };

  const compose: Compose = async (request, signal) => {
    if (signal.aborted) throw abortedError();
    if (!useWorker) return composeOnPage(request, signal);
    try {
      return await inWorker(request, signal);
    } catch (error) {
      if (!(error instanceof ComposeError) || error.stage !== "unsupported") throw error;
      giveUpOnWorker();
      return composeOnPage(request, signal);
    }
  };

  // A disposed client can still draw: it starts a new worker (React's strict mode remounts a page once).
  const dispose = () => {
    worker?.terminate();
    worker = null;
    for (const job of pending.values()) job.reject(abortedError());
    pending.clear();
  };

  // The page draws without a worker: it decodes the background for each drawing, so there is nothing to prepare.
  const prepare = (basics: DrawingBasics) => {
    if (useWorker) post({ kind: "prepare", basics });
  };

  // Without a worker, each drawing decodes its photo on the page: there is no thread to decode ahead on.
  const decodeAhead = (photo: Blob) => {
    if (useWorker) post({ kind: "photo", photo });
  };

  const thumbnail = (photo: Blob, width: number, port: MessagePort) => {
    if (useWorker) post({ kind: "thumbnail", photo, width, port }, [port]);
    else port.postMessage(null);
  };

  return { compose, prepare, decodeAhead, thumbnail, dispose };
}
