import { createTRPCClient, httpBatchLink } from "@trpc/client";
import type { AppRouter } from "@twend/api";
import { type FakeFetch, jsonResponse } from "../../testing/fake-fetch.ts";

/** The real tRPC client's account procedures over a stand-in transport, so tests see tRPC's own requests, answers and errors. */
export function trpcAccount(fetch: FakeFetch) {
  return createTRPCClient<AppRouter>({ links: [httpBatchLink({ url: "http://twend.test/trpc", fetch: (url, init) => fetch(url.toString(), init) })] }).account;
}

/** The procedure a recorded call went to, e.g. "account.login". */
export function procedureOf(path: string): string {
  return new URL(path).pathname.replace("/trpc/", "");
}

/** A batched tRPC answer, as the API sends it. */
export function trpcResult(data: unknown): Response {
  return jsonResponse(200, [{ result: { data } }]);
}

/** A batched tRPC error answer, as the API sends it. */
export function trpcError(status: number, code: string, message: string): Response {
  return jsonResponse(status, [{ error: { message, code: -32603, data: { code, httpStatus: status } } }]);
}
