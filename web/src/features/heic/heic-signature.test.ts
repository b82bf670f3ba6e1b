import { readFile } from "node:fs/promises";
import { describe, expect, it } from "vitest";
import { isHeifFile, isHeifSignature } from "./heic-signature.ts";

/** An ftyp box with these brands, as an ISO media file starts. */
function ftyp(major: string, ...compatible: string[]): Uint8Array {
  const brands = [major, "\0\0\0\0", ...compatible].join("");
  const bytes = new Uint8Array(8 + brands.length);
  new DataView(bytes.buffer).setUint32(0, bytes.length);
  bytes.set(new TextEncoder().encode(`ftyp${brands}`), 4);
  return bytes;
}

describe("HEIC/HEIF detection by the file's bytes", () => {
  it("knows the HEVC brands iPhones and cameras write, as major or compatible brand", () => {
    for (const brand of ["heic", "heix", "hevc", "hevx", "heim", "heis"]) expect(isHeifSignature(ftyp(brand, "mif1"))).toBe(true);
    expect(isHeifSignature(ftyp("mif1", "heic"))).toBe(true);
  });

  it("takes a generic HEIF file, but not an AVIF one, which browsers draw themselves", () => {
    expect(isHeifSignature(ftyp("mif1", "miaf"))).toBe(true);
    expect(isHeifSignature(ftyp("avif", "mif1", "miaf"))).toBe(false);
    expect(isHeifSignature(ftyp("mif1", "avif", "miaf"))).toBe(false);
  });

  it("refuses other files and short reads", () => {
    expect(isHeifSignature(ftyp("isom", "mp41"))).toBe(false);
    expect(isHeifSignature(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0, 0, 0, 0, 0]))).toBe(false);
    expect(isHeifSignature(new Uint8Array(8))).toBe(false);
  });

  it("finds the e2e fixture made by libheif's heif-enc, whatever its declared type", async () => {
    const bytes = await readFile(new URL("../../../../e2e/fixtures/photo.heic", import.meta.url));
    expect(await isHeifFile(new Blob([bytes]))).toBe(true);
    expect(await isHeifFile(new Blob([bytes], { type: "image/jpeg" }))).toBe(true);
    expect(await isHeifFile(new Blob([bytes.subarray(0, 4)]))).toBe(false);
  });
});
