import { zipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { handMadeZip, honestEntry } from "./testing/hand-made-zip.ts";
import { zipSourceKinds } from "./testing/zip-sources.ts";
import { readZipDirectory, TooManyZipFilesError, UnreadableZipError } from "./zip-directory.ts";

/** What Info-ZIP's `zip -fz` writes for a.txt ('hello') and ö.txt ('wörld'): ZIP64 records, and a UTF-8 name it does not flag as such. */
const ZIP64 = Buffer.from(
  "UEsDBC0AAAAAABITh12GphA2//////////8FADAAYS50eHRVVAkAA+MYFmvjGBZrdXgLAAEEAAAAAAQAAAAAAQAQAAUAAAAAAAAABQAAAAAAAABoZWxsb1BLAwQtAAAAAAASE4ddQyKr5f//////////BgAwAMO2LnR4dFVUCQAD4xgWa+MYFmt1eAsAAQQAAAAABAAAAAABABAABgAAAAAAAAAGAAAAAAAAAHfDtnJsZFBLAQIeAy0AAAAAABITh12GphA2BQAAAP////8FACQAAAAAAAEAAACkgQAAAABhLnR4dFVUBQAD4xgWa3V4CwABBAAAAAAEAAAAAAEACAAFAAAAAAAAAFBLAQIeAy0AAAAAABITh11DIqvlBgAAAP////8GACQAAAAAAAEAAACkgVgAAADDti50eHRVVAUAA+MYFmt1eAsAAQQAAAAABAAAAAABAAgABgAAAAAAAABQSwYGLAAAAAAAAAAeAy0AAAAAAAAAAAACAAAAAAAAAAIAAAAAAAAArwAAAAAAAACyAAAAAAAAAFBLBgcAAAAAYQEAAAAAAAABAAAAUEsFBgAAAAACAAIArwAAAP////8AAA==",
  "base64",
);

describe.each(zipSourceKinds())("readZipDirectory, $kind", ({ source }) => {
  it("lists a ZIP tool's files with their folders, packing and sizes, names in any script", async () => {
    const zip = Buffer.from(zipSync({ "team/": new Uint8Array(), "team/Юлия.jpg": new Uint8Array(300), "notes.txt": [new Uint8Array(5), { level: 0 }] }));
    expect(await readZipDirectory(await source(zip), 10)).toMatchObject([
      { name: "team/", declaredSize: 0 },
      { name: "team/Юлия.jpg", method: 8, encrypted: false, declaredSize: 300 },
      { name: "notes.txt", method: 0, packedSize: 5, declaredSize: 5 },
    ]);
  });

  it("reads the ZIP64 records tools write when they stream a folder into a ZIP", async () => {
    expect(await readZipDirectory(await source(ZIP64), 10)).toEqual([
      { name: "a.txt", method: 0, encrypted: false, headerOffset: 0, packedSize: 5, declaredSize: 5 },
      { name: "ö.txt", method: 0, encrypted: false, headerOffset: 88, packedSize: 6, declaredSize: 6 },
    ]);
  });

  it("reads a name the ZIP does not flag as UTF-8 byte for byte when it is not UTF-8", async () => {
    const zip = handMadeZip([honestEntry("cafe.png", Buffer.from("x"))]);
    const directory = zip.readUInt32LE(zip.length - 22 + 16);
    zip.writeUInt16LE(0, directory + 8);
    zip[directory + 46 + 3] = 0xe9;
    expect((await readZipDirectory(await source(zip), 10))[0]?.name).toBe("café.png");
  });

  it("refuses what is no ZIP, more files than allowed, and a directory that points outside the file", async () => {
    const zip = handMadeZip([honestEntry("a.png", Buffer.from("a")), honestEntry("b.png", Buffer.from("b"))]);
    await expect(readZipDirectory(await source(Buffer.from("hello there")), 10)).rejects.toThrow(UnreadableZipError);
    await expect(readZipDirectory(await source(zip), 1)).rejects.toThrow(TooManyZipFilesError);
    const cut = Buffer.concat([zip.subarray(0, 40), zip.subarray(zip.length - 22)]);
    await expect(readZipDirectory(await source(cut), 10)).rejects.toThrow(UnreadableZipError);
  });
});
