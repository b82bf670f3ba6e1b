// Draws the full-size DP off the main thread, so typing and dragging stay smooth while a large PNG is encoded.
import { ComposeError, type ComposeReply, type ComposeRequest } from "./compose-request.ts";
import { decodeBackground, drawDp } from "./draw-dp.ts";

/** The parts of a worker's global scope used here (the project is typed with the DOM library). */
interface WorkerScope {
  fonts?: FontFaceSet;
  postMessage(message: ComposeReply): void;
  addEventListener(type: "message", listener: (event: MessageEvent<{ id: number; request: ComposeRequest }>) => void): void;
}

const scope = self as unknown as WorkerScope;
let latest = 0;
// The page draws one Twend, so one decoded background is all worth keeping.
let cached: { url: string; image: Promise<ImageBitmap> } | null = null;

function backgroundFor(request: ComposeRequest): Promise<ImageBitmap> {
  if (cached?.url !== request.backgroundUrl) {
    const image = decodeBackground(request.background);
    cached = { url: request.backgroundUrl, image };
    image.catch(() => {
      if (cached?.image === image) cached = null;
    });
  }
  return cached.image;
}

async function compose(id: number, request: ComposeRequest): Promise<Blob> {
  if (typeof OffscreenCanvas === "undefined" || !scope.fonts || typeof createImageBitmap === "undefined") {
    throw new ComposeError("this browser cannot draw in a worker", "unsupported");
  }
  const background = await backgroundFor(request);
  // Only the newest request matters; older ones are dropped before the costly draw and encode.
  return drawDp(new OffscreenCanvas(1, 1), request, background, scope.fonts, () => id === latest);
}

scope.addEventListener("message", (event) => {
  const { id, request } = event.data;
  latest = Math.max(latest, id);
  compose(id, request).then(
    (png) => scope.postMessage({ id, ok: true, png }),
    (error: unknown) => {
      const failure = error instanceof ComposeError ? error : new ComposeError(String(error), "draw");
      scope.postMessage({ id, ok: false, reason: failure.reason, stage: failure.stage });
    },
  );
});
