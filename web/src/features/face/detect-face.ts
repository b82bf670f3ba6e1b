// The face detector, run in face.worker.ts: @vladmandic/face-api's tiny face detector and its tiny
// 68-point landmarks (the eyes and mouth give the face's centre, which a detector's box, reaching
// down past the chin, does not). Models and TensorFlow.js ship inside npm packages and come with
// this chunk, so it needs no network but this site's. TensorFlow.js runs on its WebAssembly
// backend, the fastest on phones without a usable GPU.
import type { Size } from "@twend/composition";
import * as faceapi from "@vladmandic/face-api";
import landmarksManifest from "@vladmandic/face-api/model/face_landmark_68_tiny_model-weights_manifest.json";
import landmarksUrl from "@vladmandic/face-api/model/face_landmark_68_tiny_model.bin?url";
import detectorManifest from "@vladmandic/face-api/model/tiny_face_detector_model-weights_manifest.json";
import detectorUrl from "@vladmandic/face-api/model/tiny_face_detector_model.bin?url";
import plainWasmUrl from "@tensorflow/tfjs-backend-wasm/dist/tfjs-backend-wasm.wasm?url";
import simdWasmUrl from "@tensorflow/tfjs-backend-wasm/dist/tfjs-backend-wasm-simd.wasm?url";
import threadedWasmUrl from "@tensorflow/tfjs-backend-wasm/dist/tfjs-backend-wasm-threaded-simd.wasm?url";
import { DETECTION_SIZE, type FoundFace } from "./face-request.ts";

const MIN_SCORE = 0.5;

/** The parts of the bundled TensorFlow.js that face-api's types leave out. */
interface TfRuntime {
  setWasmPaths(paths: Record<string, string>): void;
  setBackend(name: string): Promise<boolean>;
  ready(): Promise<void>;
}

function tfRuntime(tf: object): TfRuntime {
  const has = (name: string) => typeof Reflect.get(tf, name) === "function";
  if (!has("setWasmPaths") || !has("setBackend") || !has("ready")) throw new Error("the bundled TensorFlow.js lacks its WebAssembly backend");
  return tf as TfRuntime;
}

// A worker has no elements. The detector is given tensors, and its checks for images, canvases
// and videos must find none rather than throw for want of a browser environment.
class NoElement {}
function workerEnvironment(): faceapi.Environment {
  const none = (): never => {
    throw new Error("no elements in a worker");
  };
  return {
    Canvas: NoElement as unknown as typeof HTMLCanvasElement,
    CanvasRenderingContext2D: NoElement as unknown as typeof CanvasRenderingContext2D,
    Image: NoElement as unknown as typeof HTMLImageElement,
    Video: NoElement as unknown as typeof HTMLVideoElement,
    ImageData,
    createCanvasElement: none,
    createImageElement: none,
    createVideoElement: none,
    fetch: (url, init) => fetch(url, init),
    readFile: none,
  };
}

/** The weights' specs as TensorFlow.js types them; the package's JSON reads as plain strings. */
type WeightSpecs = Parameters<typeof faceapi.tf.io.decodeWeights>[1];

async function weights(url: string, [group]: readonly { weights: readonly object[] }[]): Promise<ReturnType<typeof faceapi.tf.io.decodeWeights>> {
  if (!group) throw new Error("a face model's manifest is empty");
  const response = await fetch(url);
  if (!response.ok) throw new Error(`a face model answered ${response.status}`);
  return faceapi.tf.io.decodeWeights(await response.arrayBuffer(), group.weights as WeightSpecs);
}

async function loadDetector(): Promise<void> {
  faceapi.env.setEnv(workerEnvironment());
  const tf = tfRuntime(faceapi.tf);
  // Each build is fetched only by browsers that run it: the threaded one needs a cross-origin isolated page, which this site does not ask for.
  tf.setWasmPaths({ "tfjs-backend-wasm.wasm": plainWasmUrl, "tfjs-backend-wasm-simd.wasm": simdWasmUrl, "tfjs-backend-wasm-threaded-simd.wasm": threadedWasmUrl });
  if (!(await tf.setBackend("wasm"))) throw new Error("TensorFlow.js could not start its WebAssembly backend");
  await tf.ready();
  const [detector, landmarks] = await Promise.all([weights(detectorUrl, detectorManifest), weights(landmarksUrl, landmarksManifest)]);
  faceapi.nets.tinyFaceDetector.loadFromWeightMap(detector);
  faceapi.nets.faceLandmark68TinyNet.loadFromWeightMap(landmarks);
}

let detector: Promise<void> | null = null;

/** Loads the model on first use; a failed load is tried again by the next photo. */
function detectorReady(): Promise<void> {
  detector ??= loadDetector().catch((error: unknown) => {
    detector = null;
    throw error;
  });
  return detector;
}

/** How long the compose worker's copy of the photo is waited for before the photo is decoded here. */
const DECODED_WAIT_MS = 10_000;

/** The bitmap posted to `port`, or null: none posted, null posted, or nothing within DECODED_WAIT_MS. */
function fromPort(port: MessagePort | null): Promise<ImageBitmap | null> {
  if (!port) return Promise.resolve(null);
  return new Promise((resolve) => {
    const done = (bitmap: ImageBitmap | null) => {
      clearTimeout(timer);
      port.close();
      resolve(bitmap);
    };
    const timer = setTimeout(() => done(null), DECODED_WAIT_MS);
    port.onmessage = ({ data }: MessageEvent<unknown>) => done(data instanceof ImageBitmap ? data : null);
  });
}

/**
 * The photo drawn into a DETECTION_SIZE square, at the top left, its longer side across it: a
 * square input keeps the models' boxes and points in the photo's own proportions (face-api maps
 * them back wrongly for an upright one). Its size is the photo's in the pixels of that drawing.
 */
async function photoPixels(photo: Blob, decoded: MessagePort | null): Promise<{ pixels: ImageData; size: Size }> {
  const bitmap = (await fromPort(decoded)) ?? (await createImageBitmap(photo, { resizeWidth: DETECTION_SIZE, resizeQuality: "medium" }));
  try {
    const scale = DETECTION_SIZE / Math.max(bitmap.width, bitmap.height);
    const size = { width: bitmap.width * scale, height: bitmap.height * scale };
    const context = new OffscreenCanvas(DETECTION_SIZE, DETECTION_SIZE).getContext("2d", { willReadFrequently: true });
    if (!context) throw new Error("no 2D context in this worker");
    context.drawImage(bitmap, 0, 0, size.width, size.height);
    return { pixels: context.getImageData(0, 0, DETECTION_SIZE, DETECTION_SIZE), size };
  } finally {
    bitmap.close();
  }
}

function middle(points: readonly faceapi.Point[]): faceapi.Point {
  const sum = points.reduce((total, point) => total.add(point), new faceapi.Point(0, 0));
  return sum.div(new faceapi.Point(points.length, points.length));
}

/** The face the detector is surest of, in the pixels of the photo as decoded here, or null. */
export async function detectFace(photo: Blob, decoded: MessagePort | null): Promise<FoundFace | null> {
  const [{ pixels, size }] = await Promise.all([photoPixels(photo, decoded), detectorReady()]);
  const input = faceapi.tf.browser.fromPixels(pixels);
  try {
    const faces = await faceapi
      .detectAllFaces(input, new faceapi.TinyFaceDetectorOptions({ inputSize: DETECTION_SIZE, scoreThreshold: MIN_SCORE }))
      .withFaceLandmarks(true);
    // The surest, not the largest: a round badge or a ball can pass for a larger face, less surely.
    const surest = faces.reduce<(typeof faces)[number] | null>((best, face) => (!best || face.detection.score > best.detection.score ? face : best), null);
    if (!surest) return null;
    const eyes = middle([...surest.landmarks.getLeftEye(), ...surest.landmarks.getRightEye()]);
    const mouth = middle(surest.landmarks.getMouth());
    return {
      face: { centerX: (eyes.x + mouth.x) / 2, centerY: (eyes.y + mouth.y) / 2, eyesToMouth: Math.hypot(mouth.x - eyes.x, mouth.y - eyes.y) },
      photo: size,
    };
  } finally {
    input.dispose();
  }
}
