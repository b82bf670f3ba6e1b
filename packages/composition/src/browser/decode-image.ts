/**
 * Decodes a photo or background (a File from an input, a fetched Blob, or
 * bytes) off the main thread, turned upright from its EXIF orientation as
 * the server's decoder does.
 */
export function decodeImage(source: Blob | ArrayBuffer | ArrayBufferView<ArrayBuffer>): Promise<ImageBitmap> {
  const blob = source instanceof Blob ? source : new Blob([source]);
  return createImageBitmap(blob, { imageOrientation: "from-image" });
}
