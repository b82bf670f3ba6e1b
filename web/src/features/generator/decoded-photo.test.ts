import { describe, expect, it } from "vitest";
import { decodedPhotos } from "./decoded-photo.ts";

class FakeImage {
  closed = false;
  constructor(readonly from: Blob) {}
  close(): void {
    this.closed = true;
  }
}

function counting() {
  const decoded: FakeImage[] = [];
  const photos = decodedPhotos(async (photo) => {
    if (photo.type === "image/heic") throw new Error("cannot decode");
    const image = new FakeImage(photo);
    decoded.push(image);
    return image;
  });
  return { photos, decoded };
}

const file = (name: string, type = "image/jpeg") => new File([new Uint8Array([1, 2, 3])], name, { type, lastModified: 1000 });
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("the compose worker's decoded photo", () => {
  it("decodes a file once for the decode ahead and every drawing of it, even posted again as a copy", async () => {
    const { photos, decoded } = counting();
    photos.decodeAhead(file("me.jpg"));
    const first = await photos.withPhoto(file("me.jpg"), async (image) => image);
    const second = await photos.withPhoto(file("me.jpg"), async (image) => image);
    expect(decoded).toHaveLength(1);
    expect(first).toBe(second);
    expect(first.closed).toBe(false);
  });

  it("closes the previous photo once a new one is picked and no drawing uses it any more", async () => {
    const { photos, decoded } = counting();
    let release = () => undefined as void;
    const running = photos.withPhoto(file("old.jpg"), async (image) => {
      await new Promise<void>((resolve) => (release = resolve));
      return image;
    });
    await settle();
    photos.decodeAhead(file("new.jpg"));
    await settle();
    expect(decoded.map((image) => image.closed)).toEqual([false, false]);
    release();
    const old = await running;
    await settle();
    expect(old.closed).toBe(true);
    expect(decoded[1]?.closed).toBe(false);
  });

  it("fails only the drawing of a file it cannot decode, and decodes the next file", async () => {
    const { photos, decoded } = counting();
    photos.decodeAhead(file("me.heic", "image/heic"));
    await expect(photos.withPhoto(file("me.heic", "image/heic"), (image) => image)).rejects.toThrow("cannot decode");
    await photos.withPhoto(file("me.jpg"), async (image) => image);
    expect(decoded).toHaveLength(1);
  });

  it("decodes a plain Blob, which carries no name to know it by, for each drawing", async () => {
    const { photos, decoded } = counting();
    const blob = new Blob([new Uint8Array([1])], { type: "image/png" });
    await photos.withPhoto(blob, async (image) => image);
    await photos.withPhoto(blob, async (image) => image);
    expect(decoded).toHaveLength(2);
    expect(decoded[0]?.closed).toBe(true);
  });
});
