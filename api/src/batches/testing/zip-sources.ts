import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll } from "vitest";
import { bufferZipSource, fileZipSource, type ZipSource } from "../zip-source.ts";

/** A ZIP's bytes as a batch reads them: from a data URL's buffer, or from a streamed upload's file. */
export interface ZipSourceKind {
  kind: string;
  source(zip: Buffer): Promise<ZipSource>;
}

/** Both kinds; the files are written to a folder removed, with their handles closed, after the calling file's tests. */
export function zipSourceKinds(): ZipSourceKind[] {
  const opened: { close(): Promise<void> }[] = [];
  let folder: Promise<string> | undefined;
  let written = 0;
  afterAll(async () => {
    await Promise.all(opened.map((file) => file.close()));
    if (folder) await rm(await folder, { recursive: true, force: true });
  });
  return [
    { kind: "in memory", source: (zip) => Promise.resolve(bufferZipSource(zip)) },
    {
      kind: "on disk",
      async source(zip) {
        folder ??= mkdtemp(path.join(tmpdir(), "twend-zip-source-"));
        const file = path.join(await folder, `${(written += 1)}.zip`);
        await writeFile(file, zip);
        const source = await fileZipSource(file);
        opened.push(source);
        return source;
      },
    },
  ];
}
