import zlib from "node:zlib";
import compress from "@fastify/compress";
import type { FastifyInstance } from "fastify";
import { routeMethods } from "./route-hooks.ts";

/** Smaller bodies go out as they are: the headers and the CPU would cost more than the bytes saved. */
export const COMPRESSION_THRESHOLD = 1024;
export const RESPONSE_ENCODINGS = ["br", "gzip"] as const;
// Brotli's default level is tuned for offline packing; level 4 keeps per-response CPU low.
export const BROTLI_OPTIONS: zlib.BrotliOptions = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } };

const BODYLESS_METHODS = new Set(["GET", "HEAD"]);

/**
 * Scripts and JSON go out compressed; images are already compressed and are
 * left alone. Requests that cannot carry a body skip the request-body
 * decompression step. Register before any route.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  // Runs before the plugin's own onRoute hook, which reads `decompress` to decide whether to add its step.
  app.addHook("onRoute", (route) => {
    if (route.decompress === undefined && routeMethods(route).every((method) => BODYLESS_METHODS.has(method))) route.decompress = false;
  });
  await app.register(compress, {
    global: true,
    threshold: COMPRESSION_THRESHOLD,
    encodings: [...RESPONSE_ENCODINGS],
    customTypes: /^(text\/|application\/(json|javascript)|image\/svg\+xml)/,
    brotliOptions: BROTLI_OPTIONS,
  });
}
