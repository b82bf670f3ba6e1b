import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { CreateBucketCommand, PutBucketCorsCommand, PutObjectCommand, S3Client } from "@aws-sdk/client-s3";
import S3rver from "s3rver";
import type { S3MediaStoreOptions } from "../s3-media-store.ts";

export interface S3TestServer {
  /** Options for createS3MediaStore, pointing at this server's fresh bucket. */
  options: S3MediaStoreOptions & { endpoint: string; credentials: { accessKeyId: string; secretAccessKey: string } };
  /** The same settings as the environment variables the app reads. */
  env: Record<string, string>;
  /** The bucket's own public URL, `{endpoint}/{bucket}`: what MEDIA_PUBLIC_URL is for a public bucket. */
  publicUrl: string;
  /** Creates another empty bucket over the S3 API and returns its name. */
  createBucket(): Promise<string>;
  /** Lets pages of `origin` read the bucket's objects from their scripts (its CORS configuration), as the README asks of a public bucket. */
  allowReadsFrom(origin: string): Promise<void>;
  /** Writes bytes under a key of the bucket over the S3 API, as they are (no store checks them). */
  putObject(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  close(): Promise<void>;
}

// The one key pair s3rver knows. It refuses other access key ids, but does not verify V4 signatures.
const CREDENTIALS = { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" };

/**
 * A real S3-protocol server (s3rver) on a free loopback port, storing in a
 * temporary directory, with one empty bucket created over the S3 API.
 */
export async function startS3TestServer(): Promise<S3TestServer> {
  const directory = await mkdtemp(path.join(tmpdir(), "twend-s3-"));
  const server = new S3rver({ address: "127.0.0.1", port: 0, silent: true, directory });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const admin = new S3Client({ endpoint, region: "us-east-1", forcePathStyle: true, credentials: CREDENTIALS });
  const createBucket = async () => {
    const name = `twend-test-${randomBytes(4).toString("hex")}`;
    await admin.send(new CreateBucketCommand({ Bucket: name }));
    return name;
  };
  const bucket = await createBucket();
  return {
    options: { endpoint, bucket, region: "us-east-1", credentials: CREDENTIALS, forcePathStyle: true },
    publicUrl: `${endpoint}/${bucket}`,
    env: {
      S3_ENDPOINT: endpoint,
      S3_BUCKET: bucket,
      S3_ACCESS_KEY_ID: CREDENTIALS.accessKeyId,
      S3_SECRET_ACCESS_KEY: CREDENTIALS.secretAccessKey,
    },
    createBucket,
    async allowReadsFrom(origin) {
      await admin.send(
        new PutBucketCorsCommand({
          Bucket: bucket,
          CORSConfiguration: { CORSRules: [{ AllowedOrigins: [origin], AllowedMethods: ["GET", "HEAD"], AllowedHeaders: ["*"], MaxAgeSeconds: 3600 }] },
        }),
      );
    },
    async putObject(key, bytes, contentType) {
      await admin.send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: bytes, ContentType: contentType }));
    },
    async close() {
      admin.destroy();
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
