// Finds the face in a picked photo off the main thread: the detector's model and its WebAssembly
// runtime load here, once, after the first photo, and never hold up the page or its drawing.
import { detectFace } from "./detect-face.ts";
import type { FaceReply, FaceRequest } from "./face-request.ts";

/** The parts of a worker's global scope used here (the project is typed with the DOM library). */
interface WorkerScope {
  postMessage(message: FaceReply): void;
  addEventListener(type: "message", listener: (event: MessageEvent<FaceRequest>) => void): void;
}

const scope = self as unknown as WorkerScope;

scope.addEventListener("message", ({ data: { id, photo, decoded } }) => {
  detectFace(photo, decoded).then(
    (found) => scope.postMessage({ id, ok: true, found }),
    (error: unknown) => scope.postMessage({ id, ok: false, error: error instanceof Error ? error.message : String(error) }),
  );
});
