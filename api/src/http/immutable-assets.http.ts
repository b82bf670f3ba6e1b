import { existsSync, readdirSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { negotiate } from "@fastify/accept-negotiator";
import type { FastifyInstance } from "fastify";
import { LRUCache } from "lru-cache";
import { RESPONSE_ENCODINGS } from "./compression.ts";

type Encoding = (typeof RESPONSE_ENCODINGS)[number];

/** Where the build puts files whose names carry their content's hash. */
export const ASSETS_DIR = "assets";

export const IMMUTABLE_CACHE_CONTROL = "public, max-age=31536000, immutable";

/** The kinds of file the build writes there. */
const CONTENT_TYPES: Readonly<Record<string, string>> = {
  ".js": "application/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".woff2": "font/woff2",
  ".wasm": "application/wasm",
  ".bin": "application/octet-stream",
};

/** Every form of every asset a visitor fetches fits, with room to spare; the rarest are read again. */
const MEMORY_BYTES = 64 * 1024 * 1024;

const EXTENSION: Record<Encoding, string> = { br: ".br", gzip: ".gz" };

interface Asset {
  type: string;
  /** The compressed forms the build wrote beside it. */
  encodings: Encoding[];
}

/** The build's assets by name, with the compressed forms found beside each; none where the build wrote no folder for them. */
function listAssets(dir: string): Map<string, Asset> {
  const names = new Set(existsSync(dir) ? readdirSync(dir) : []);
  const assets = new Map<string, Asset>();
  for (const name of names) {
    const type = CONTENT_TYPES[path.extname(name)];
    if (type) assets.set(name, { type, encodings: RESPONSE_ENCODINGS.filter((encoding) => names.has(`${name}${EXTENSION[encoding]}`)) });
  }
  return assets;
}

/**
 * The build's content-hashed files, answered from memory. A name there never changes its bytes,
 * so each form of a file (brotli, gzip, as built) is read from disk once and kept: a visitor's
 * first load asks for dozens of them, and a stat, open, read and close per request made a file
 * cost the server ten times what a bare server spends answering it (bench:visitors). A name the
 * build did not write is left to the not-found handler, as any unknown path.
 */
export async function immutableAssetRoutes(app: FastifyInstance, webDist: string): Promise<void> {
  const dir = path.join(webDist, ASSETS_DIR);
  const assets = listAssets(dir);
  const bytes = new LRUCache<string, Buffer>({
    maxSize: MEMORY_BYTES,
    sizeCalculation: (buffer) => Math.max(buffer.byteLength, 1),
    fetchMethod: (file) => readFile(path.join(dir, file)),
  });
  app.get<{ Params: { name: string } }>(`/${ASSETS_DIR}/:name`, { compress: false }, async (req, reply) => {
    const { name } = req.params;
    const asset = assets.get(name);
    if (!asset) return reply.callNotFound();
    const encoding = asset.encodings.length ? negotiate(req.headers["accept-encoding"] ?? "", asset.encodings) : null;
    const etag = `"${name}${encoding ? `.${encoding}` : ""}"`;
    reply.header("cache-control", IMMUTABLE_CACHE_CONTROL).header("etag", etag).type(asset.type);
    if (asset.encodings.length) reply.header("vary", "accept-encoding");
    if (req.headers["if-none-match"] === etag) return reply.status(304).send();
    const body = await bytes.fetch(encoding ? `${name}${EXTENSION[encoding]}` : name);
    if (encoding) reply.header("content-encoding", encoding);
    return reply.send(body);
  });
}
