import { zipSync } from "fflate";
import { MB } from "@twend/shared";
import { describe, expect, it } from "vitest";
import { deflatedZerosAfter, handMadeZip, honestEntry } from "./testing/hand-made-zip.ts";
import { zipSourceKinds } from "./testing/zip-sources.ts";
import { readZipDirectory, UnreadableZipError, type ZipEntry } from "./zip-directory.ts";
import { readEntryBytes } from "./zip-entry-bytes.ts";
import type { ZipSource } from "./zip-source.ts";

const NO_ENTRY: ZipEntry = { name: "", method: 0, encrypted: false, headerOffset: 0, packedSize: 0, declaredSize: 0 };
const onlyEntry = async (zip: ZipSource): Promise<ZipEntry> => (await readZipDirectory(zip, 10))[0] ?? NO_ENTRY;

describe.each(zipSourceKinds())("readEntryBytes, $kind", ({ source }) => {
  it("gives a stored or a deflated file whole", async () => {
    const zip = await source(Buffer.from(zipSync({ "a.txt": [Buffer.from("stored"), { level: 0 }], "b.txt": Buffer.from("deflated ".repeat(50)) })));
    const [stored, deflated] = await readZipDirectory(zip, 10);
    expect(stored && (await readEntryBytes(zip, stored, 100))).toEqual({ bytes: Buffer.from("stored"), whole: true });
    expect(deflated && (await readEntryBytes(zip, deflated, 1000))).toEqual({ bytes: Buffer.from("deflated ".repeat(50)), whole: true });
  });

  it("stops at the limit, counting what it inflates, whatever size the headers claim", async () => {
    const zip = await source(handMadeZip([{ name: "p.png", packed: deflatedZerosAfter(Buffer.from("head"), 64 * MB), declaredSize: 100 }]));
    const { bytes, whole } = await readEntryBytes(zip, await onlyEntry(zip), MB);
    expect(whole).toBe(false);
    expect(bytes.length).toBe(MB);
    expect(bytes.subarray(0, 4).toString()).toBe("head");
  });

  it("refuses an encrypted file, a packing it cannot read, bytes past the ZIP's end and a damaged stream", async () => {
    const zip = await source(handMadeZip([honestEntry("a.png", Buffer.from("a picture"))]));
    const entry = await onlyEntry(zip);
    const damaged = await source(handMadeZip([{ name: "a.png", packed: Buffer.from([0xff, 0xff, 0xff, 0xff]), declaredSize: 4 }]));
    for (const [file, wrong] of [
      [zip, { ...entry, encrypted: true }],
      [zip, { ...entry, method: 12 }],
      [zip, { ...entry, packedSize: zip.size }],
      [damaged, await onlyEntry(damaged)],
    ] as const) {
      await expect(readEntryBytes(file, wrong, 100)).rejects.toThrow(UnreadableZipError);
    }
  });
});
