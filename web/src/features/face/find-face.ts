import type { FaceReply, FaceRequest, FoundFace } from "./face-request.ts";

/** A detector that has not answered by then (a slow download on a slow network) is given up on: the visitor has moved on. */
const GIVE_UP_MS = 20_000;

let worker: Worker | null = null;
let nextId = 0;
const pending = new Map<number, (found: FoundFace | null) => void>();

function settle(id: number, found: FoundFace | null): void {
  pending.get(id)?.(found);
  pending.delete(id);
}

function startWorker(): Worker {
  const started = new Worker(new URL("./face.worker.ts", import.meta.url), { type: "module", name: "find-face" });
  started.addEventListener("message", ({ data: reply }: MessageEvent<FaceReply>) => {
    if (!reply.ok) console.warn("Face detection failed:", reply.error);
    settle(reply.id, reply.ok ? reply.found : null);
  });
  started.addEventListener("error", (event) => {
    console.warn("The face detector stopped:", event.message);
    started.terminate();
    worker = null;
    for (const id of [...pending.keys()]) settle(id, null);
  });
  return started;
}

/**
 * The face the detector is surest of in `photo`, found in its own worker (started on the first call
 * and kept for the next photo), or null: none found, no workers, or the detector failed. Placing
 * the photo on its face is a help, so every failure is an answer, never an error.
 */
export function findFace(photo: Blob, decoded: MessagePort | null): Promise<FoundFace | null> {
  if (typeof Worker === "undefined" || typeof OffscreenCanvas === "undefined") {
    decoded?.close();
    return Promise.resolve(null);
  }
  const id = ++nextId;
  const found = new Promise<FoundFace | null>((resolve) => pending.set(id, resolve));
  setTimeout(() => settle(id, null), GIVE_UP_MS);
  worker ??= startWorker();
  const request: FaceRequest = { id, photo, decoded };
  worker.postMessage(request, decoded ? [decoded] : []);
  return found;
}
