import { describe, expect, it } from "vitest";
import { mediaPath, parseMediaFileName, parseMediaPath, resolveMediaExt, sha256Hex, sniffImageType } from "./media-types.ts";

const HASH = "a".repeat(54) + "0123456789";

describe("parseMediaFileName", () => {
  it("accepts a hash and a known extension", () => {
    expect(parseMediaFileName(`${HASH}.png`)).toEqual({ hash: HASH, ext: "png", mimeType: "image/png" });
    expect(parseMediaFileName(`${HASH}.jpg`)).toEqual({ hash: HASH, ext: "jpg", mimeType: "image/jpeg" });
    expect(parseMediaFileName(`${HASH}.webp`)).toEqual({ hash: HASH, ext: "webp", mimeType: "image/webp" });
  });

  it.each([
    "../../etc/passwd",
    "..%2F..%2Fetc%2Fpasswd",
    `../${HASH}.png`,
    `${HASH.slice(0, 2)}/${HASH}.png`,
    `${HASH}.png/../../../etc/passwd`,
    `..\\${HASH}.png`,
    `${HASH}.png\0.txt`,
    `${HASH}.png\n`,
    `${HASH}.PNG`,
    `${HASH.toUpperCase()}.png`,
    `${HASH}.jpeg`,
    `${HASH}.gif`,
    `${HASH}.svg`,
    `${HASH}`,
    `${HASH}a.png`,
    `${HASH.slice(1)}.png`,
    `.${HASH}.png`,
    `${HASH}.png.tmp`,
    "",
    ".png",
  ])("rejects %j", (name) => {
    expect(parseMediaFileName(name)).toBeNull();
  });

  it("rejects non-strings", () => {
    expect(parseMediaFileName(undefined)).toBeNull();
    expect(parseMediaFileName(42)).toBeNull();
    expect(parseMediaFileName({ toString: () => `${HASH}.png` })).toBeNull();
  });
});

describe("mediaPath", () => {
  it("builds /media/{hash}.{ext} from a mime type or an extension", () => {
    expect(mediaPath(HASH, "image/jpeg")).toBe(`/media/${HASH}.jpg`);
    expect(mediaPath(HASH, "webp")).toBe(`/media/${HASH}.webp`);
    expect(resolveMediaExt("image/png")).toBe("png");
  });

  it("refuses a bad hash or an unknown type", () => {
    expect(() => mediaPath("../x", "png")).toThrow(TypeError);
    expect(() => mediaPath(HASH, "image/gif")).toThrow(TypeError);
  });

  it("is read back by parseMediaPath, which refuses anything else", () => {
    expect(parseMediaPath(mediaPath(HASH, "png"))).toEqual({ hash: HASH, ext: "png", mimeType: "image/png" });
    for (const value of [`${HASH}.png`, `/media/../${HASH}.png`, `/media/${HASH.slice(0, 2)}/${HASH}.png`, `https://cdn.example/media/${HASH}.png`, "/media/x.png", ""]) {
      expect(parseMediaPath(value), value).toBeNull();
    }
  });
});

describe("sniffImageType", () => {
  it("reads the magic bytes", () => {
    expect(sniffImageType(Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))).toBe("image/png");
    expect(sniffImageType(Uint8Array.from([0xff, 0xd8, 0xff, 0xe0]))).toBe("image/jpeg");
    expect(sniffImageType(new TextEncoder().encode("RIFF\0\0\0\0WEBPVP8 "))).toBe("image/webp");
    expect(sniffImageType(new TextEncoder().encode("RIFF\0\0\0\0WAVEfmt "))).toBeNull();
    expect(sniffImageType(new TextEncoder().encode("GIF89a"))).toBeNull();
    expect(sniffImageType(new TextEncoder().encode("<svg xmlns='http://www.w3.org/2000/svg'/>"))).toBeNull();
    expect(sniffImageType(new Uint8Array())).toBeNull();
  });
});

describe("sha256Hex", () => {
  it("is the sha256 of the bytes", () => {
    expect(sha256Hex(new TextEncoder().encode("abc"))).toBe("ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
  });
});
