import sharp from "sharp";
import { portraitPhoto } from "../generate/bench-photo.ts";
import type { PhotoUpload } from "./visit-plan.ts";

/**
 * `count` different 1200x1600 JPEGs, the generator bench's portrait photo turned to hues of its
 * own, each as the data URL the old page sent, for the old flow's visitors to send in turn. The
 * server stores a photo once by its content, so a visitor whose photo it already has spares it
 * only the file's write: its decoding, re-encoding and render are the same as anyone's.
 */
export async function oldFlowPhotos(count: number): Promise<PhotoUpload[]> {
  const raw = await sharp((await portraitPhoto()).buffer)
    .raw()
    .toBuffer({ resolveWithObject: true });
  return Promise.all(
    Array.from({ length: count }, async (_, i) => {
      const jpeg = await sharp(raw.data, { raw: raw.info })
        .modulate({ hue: Math.round((i * 360) / count) })
        .jpeg({ quality: 90 })
        .toBuffer();
      return { json: Buffer.from(JSON.stringify(`data:image/jpeg;base64,${jpeg.toString("base64")}`)), bytes: jpeg.length };
    }),
  );
}
