import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseConfig } from "@twend/config";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createMediaStore } from "./create-media-store.ts";
import { solidImage } from "./test-images.ts";
import { startS3TestServer, type S3TestServer } from "./testing/s3-test-server.ts";
import { filesUnder } from "./testing/stores-under-test.ts";

let dataDir: string;
let s3: S3TestServer;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "twend-data-"));
  s3 = await startS3TestServer();
});

afterAll(async () => {
  await s3?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

describe("createMediaStore", () => {
  it("keeps media in DATA_DIR/media when no bucket is configured", async () => {
    const store = createMediaStore(parseConfig({ DATA_DIR: dataDir }));
    const png = await solidImage(5, 5, { r: 1, g: 2, b: 3 }, "png");
    const { hash } = await store.put(png);
    expect(await readFile(path.join(dataDir, "media", hash.slice(0, 2), `${hash}.png`))).toEqual(png);
    await store.close();
  });

  it("uses the S3 bucket when S3_BUCKET is set, and nothing goes to DATA_DIR", async () => {
    const s3DataDir = await mkdtemp(path.join(tmpdir(), "twend-data-"));
    try {
      const config = parseConfig({ DATA_DIR: s3DataDir, ...s3.env });
      const store = createMediaStore(config);
      const png = await solidImage(5, 5, { r: 4, g: 5, b: 6 }, "png");
      const { hash } = await store.put(png);
      await store.close();

      // A second process with the same configuration (another machine) sees the file.
      const other = createMediaStore(parseConfig({ ...s3.env }));
      expect(await other.read(hash, "png")).toEqual(png);
      await other.close();
      expect(await filesUnder(s3DataDir)).toEqual([]);
    } finally {
      await rm(s3DataDir, { recursive: true, force: true });
    }
  });
});
