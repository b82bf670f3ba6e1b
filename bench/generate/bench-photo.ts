import { makeImage } from "@twend/composition/testing";
import type { Photo } from "./generator-page.ts";

/** A 12 MP phone photo (4032x3024 JPEG), what visitors mostly upload. */
export async function benchPhoto(): Promise<Photo> {
  const buffer = await makeImage({ width: 4032, height: 3024, kind: "photo", seed: 7, format: "jpeg" });
  return { name: "IMG_4032.jpg", mimeType: "image/jpeg", buffer };
}

/** A 1200x1600 portrait JPEG, what a phone's share sheet or a messaging app hands over. */
export async function portraitPhoto(): Promise<Photo> {
  const buffer = await makeImage({ width: 1200, height: 1600, kind: "photo", seed: 11, format: "jpeg" });
  return { name: "IMG_1200.jpg", mimeType: "image/jpeg", buffer };
}
