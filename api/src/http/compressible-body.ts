import zlib from "node:zlib";
import { negotiate } from "@fastify/accept-negotiator";
import type { FastifyReply, FastifyRequest } from "fastify";
import { BROTLI_OPTIONS, COMPRESSION_THRESHOLD, RESPONSE_ENCODINGS } from "./compression.ts";

type Encoding = (typeof RESPONSE_ENCODINGS)[number];
const SUPPORTED: string[] = [...RESPONSE_ENCODINGS];

/**
 * A response body that is sent many times: each encoding of it is made once,
 * on first demand, instead of once per response. Routes that send one opt out
 * of the compression plugin (`compress: false`) and call sendCompressible.
 */
export class CompressibleBody {
  readonly text: string;
  readonly compressible: boolean;
  readonly #encoded = new Map<Encoding, Buffer>();

  constructor(text: string) {
    this.text = text;
    this.compressible = Buffer.byteLength(text) >= COMPRESSION_THRESHOLD;
  }

  encoded(encoding: Encoding): Buffer {
    let bytes = this.#encoded.get(encoding);
    if (!bytes) {
      bytes = encoding === "br" ? zlib.brotliCompressSync(this.text, BROTLI_OPTIONS) : zlib.gzipSync(this.text);
      this.#encoded.set(encoding, bytes);
    }
    return bytes;
  }
}

export function sendCompressible(req: FastifyRequest, reply: FastifyReply, body: CompressibleBody, contentType: string): FastifyReply {
  reply.type(contentType);
  if (!body.compressible) return reply.send(body.text);
  // Added to whatever else the route's answer varies on.
  const vary = reply.getHeader("vary");
  reply.header("vary", vary ? `${String(vary)}, accept-encoding` : "accept-encoding");
  const encoding = negotiate(req.headers["accept-encoding"] ?? "", SUPPORTED);
  if (encoding !== "br" && encoding !== "gzip") return reply.send(body.text);
  return reply.header("content-encoding", encoding).send(body.encoded(encoding));
}
