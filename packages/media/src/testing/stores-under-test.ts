import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { ListObjectsV2Command, S3Client } from "@aws-sdk/client-s3";
import { createLocalMediaStore } from "../media-store.ts";
import { createS3MediaStore } from "../s3-media-store.ts";
import type { StoreUnderTest } from "./media-store-contract.ts";
import type { S3TestServer } from "./s3-test-server.ts";

/** Every file under `root`, temporary ones included, as sorted `/`-separated relative paths. */
export async function filesUnder(root: string): Promise<string[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile())
    .map((e) => path.relative(root, path.join(e.parentPath, e.name)).split(path.sep).join("/"))
    .sort();
}

/** A local store in a fresh temporary directory. */
export async function openLocalStoreUnderTest(): Promise<StoreUnderTest> {
  const dir = await mkdtemp(path.join(tmpdir(), "twend-media-"));
  return {
    store: createLocalMediaStore(dir),
    keys: () => filesUnder(dir),
    cleanup: () => rm(dir, { recursive: true, force: true }),
  };
}

/** An S3 store on a fresh bucket of `server`; keys are listed over the S3 API. */
export async function openS3StoreUnderTest(server: S3TestServer): Promise<StoreUnderTest> {
  const bucket = await server.createBucket();
  const lister = new S3Client({ ...server.options });
  return {
    store: createS3MediaStore({ ...server.options, bucket }),
    async keys() {
      const listed = await lister.send(new ListObjectsV2Command({ Bucket: bucket }));
      return (listed.Contents ?? []).map((o) => o.Key ?? "").sort();
    },
    async cleanup() {
      lister.destroy();
    },
  };
}
