import { makeImage } from "@twend/composition/testing";
import type { Photo } from "./generator-page.ts";

/** A 12 MP phone photo (4032x3024 JPEG), what visitors mostly upload. */
export async function benchPhoto(): Promise<Photo> {
  const buffer = await makeImage({ width: 4032, height: 3024, kind: "photo", seed: 7, format: "jpeg" });
  return { name: "IMG_4032.jpg", mimeType: "image/jpeg", buffer };
}
