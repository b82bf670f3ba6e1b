// Draws the full-size DP off the main thread, so typing and dragging stay smooth while a large PNG is encoded.
import { ComposeError, type ComposeMessage, type ComposeReply, type ComposeRequest, type DrawingBasics } from "./compose-request.ts";
import { loadBundledFonts } from "../composition/load-bundled-fonts.ts";
import { decodedPhotos } from "./decoded-photo.ts";
import { composePng, decodeBackground, decodePhoto } from "./compose-png.ts";

/** The parts of a worker's global scope used here (the project is typed with the DOM library). */
interface WorkerScope {
  fonts?: FontFaceSet;
  postMessage(message: ComposeReply): void;
  addEventListener(type: "message", listener: (event: MessageEvent<ComposeMessage>) => void): void;
}

const scope = self as unknown as WorkerScope;
let latest = 0;
// The page draws one Twend, so one decoded background is all worth keeping.
let cached: { url: string; image: Promise<ImageBitmap> } | null = null;
const photos = decodedPhotos(decodePhoto);

function backgroundFor(basics: Pick<DrawingBasics, "backgroundUrl" | "background">): Promise<ImageBitmap> {
  if (cached?.url !== basics.backgroundUrl) {
    const image = decodeBackground(basics.background);
    cached = { url: basics.backgroundUrl, image };
    image.catch(() => {
      if (cached?.image === image) cached = null;
    });
  }
  return cached.image;
}

/** The worker's font set, or null when this worker cannot draw (no OffscreenCanvas, fonts or bitmaps in workers). */
function drawingFonts(): FontFaceSet | null {
  return typeof OffscreenCanvas !== "undefined" && typeof createImageBitmap !== "undefined" ? (scope.fonts ?? null) : null;
}

// Failures here are not reported: the drawing that needs the same background or font meets them again and reports them.
function prepare(basics: DrawingBasics): void {
  const fontSet = drawingFonts();
  if (!fontSet) return;
  // A first drawing and PNG encode on a thread pay for setting up canvas and encoder: paid here, on a pixel.
  backgroundFor(basics)
    .then((background) => {
      const canvas = new OffscreenCanvas(1, 1);
      canvas.getContext("2d")?.drawImage(background, 0, 0, 1, 1);
      return canvas.convertToBlob({ type: "image/png" });
    })
    .catch(() => undefined);
  loadBundledFonts({ text: "", textFont: basics.textFont, fontSet }).catch(() => undefined);
}

async function compose(id: number, request: ComposeRequest): Promise<Blob> {
  const fontSet = drawingFonts();
  if (!fontSet) throw new ComposeError("this browser cannot draw in a worker", "unsupported");
  const background = await backgroundFor(request);
  // Only the newest request matters; older ones are dropped before the costly draw and encode.
  return photos.withPhoto(request.photo, (photo) => composePng(new OffscreenCanvas(1, 1), request, background, photo, fontSet, () => id === latest));
}

function thumbnail({ photo, width, port }: Extract<ComposeMessage, { kind: "thumbnail" }>): void {
  photos
    .withPhoto(photo, async (image) => createImageBitmap(await image, { resizeWidth: width, resizeQuality: "medium" }))
    .then(
      (bitmap) => port.postMessage(bitmap, [bitmap]),
      () => port.postMessage(null),
    )
    .finally(() => port.close());
}

scope.addEventListener("message", (event) => {
  const message = event.data;
  if (message.kind === "prepare") return prepare(message.basics);
  if (message.kind === "photo") return photos.decodeAhead(message.photo);
  if (message.kind === "thumbnail") return thumbnail(message);
  const { id, request } = message;
  latest = Math.max(latest, id);
  compose(id, request).then(
    (png) => scope.postMessage({ id, ok: true, png }),
    (error: unknown) => {
      const failure = error instanceof ComposeError ? error : new ComposeError(String(error), "draw");
      scope.postMessage({ id, ok: false, reason: failure.reason, stage: failure.stage });
    },
  );
});
