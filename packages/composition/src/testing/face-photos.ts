import { readFile } from "node:fs/promises";
import sharp from "sharp";
import type { Face } from "../face-placement.ts";
import { makeImage } from "./scene-images.ts";

// Photos with a face at a known place, for the face placement's tests and bench. The face is
// NASA's portrait of the astronaut Eileen Collins (public domain, as scikit-image ships it in
// skimage/data/astronaut.png; here as a JPEG), set into a larger photo-like picture, so where the
// face lands in each photo is known from where it was put.

const PORTRAIT = new URL("./fixtures/astronaut.jpg", import.meta.url);
const PORTRAIT_SIZE = 512;
/**
 * The portrait's face, measured by eye on it: the middle of the eyes at (225, 102.5), of the mouth at
 * (225, 146). A placement is judged against this, not against what a detector says.
 */
export const PORTRAIT_FACE: Face = { centerX: 225, centerY: 124.25, eyesToMouth: 43.5 };

export interface FacePhotoRecipe {
  label: string;
  width: number;
  height: number;
  /** Where the portrait's top-left corner goes, and the side it is drawn at, in the photo's pixels. */
  left: number;
  top: number;
  size: number;
}

/** A camera's 12 MP photo with the person off to the right, a phone's upright photo, a selfie, a small square photo. */
export const FACE_PHOTO_SET: readonly FacePhotoRecipe[] = [
  { label: "12 MP, person to the right", width: 4000, height: 3000, left: 2200, top: 900, size: 1536 },
  { label: "upright phone photo, person high and left", width: 3024, height: 4032, left: 200, top: 400, size: 1800 },
  { label: "selfie, face filling the frame", width: 1080, height: 1350, left: -560, top: -160, size: 2200 },
  { label: "small square photo, person low", width: 800, height: 800, left: 300, top: 380, size: 420 },
];

export interface FacePhoto {
  recipe: FacePhotoRecipe;
  jpeg: Buffer;
  /** Where the face is in this photo, from the portrait's measured face. */
  face: Face;
}

/** The photo `recipe` describes, as a JPEG a camera would give, with its face's known place. */
export async function makeFacePhoto(recipe: FacePhotoRecipe): Promise<FacePhoto> {
  const { width, height, left, top, size } = recipe;
  const scale = size / PORTRAIT_SIZE;
  const [backdrop, portrait] = await Promise.all([
    makeImage({ width, height, kind: "photo", seed: 7, format: "png" }),
    readFile(PORTRAIT).then((bytes) => sharp(bytes).resize(size, size).toBuffer()),
  ]);
  // sharp places an overlay only inside the picture: a portrait hanging over an edge is cut to what shows.
  const visible = { left: Math.max(0, -left), top: Math.max(0, -top) };
  const cut = await sharp(portrait)
    .extract({ ...visible, width: Math.min(size - visible.left, width - Math.max(0, left)), height: Math.min(size - visible.top, height - Math.max(0, top)) })
    .toBuffer();
  const jpeg = await sharp(backdrop)
    .composite([{ input: cut, left: Math.max(0, left), top: Math.max(0, top) }])
    .jpeg({ quality: 88 })
    .toBuffer();
  const face: Face = { centerX: left + PORTRAIT_FACE.centerX * scale, centerY: top + PORTRAIT_FACE.centerY * scale, eyesToMouth: PORTRAIT_FACE.eyesToMouth * scale };
  return { recipe, jpeg, face };
}
