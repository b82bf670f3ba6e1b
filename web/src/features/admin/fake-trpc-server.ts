import { createTRPCClient, httpBatchLink } from "@trpc/client";
import type { AppRouter } from "@twend/api";
import { type FakeFetch, fakeFetch, jsonResponse } from "../../testing/fake-fetch.ts";

/** One procedure's answer in a test: its output, or the refusal the API would send. */
export type TrpcAnswer = { data: unknown } | { status: number; message: string };

const CODES: Record<number, string> = { 400: "BAD_REQUEST", 401: "UNAUTHORIZED", 403: "FORBIDDEN", 404: "NOT_FOUND", 409: "CONFLICT", 500: "INTERNAL_SERVER_ERROR" };

/**
 * A stand-in for the API's `/trpc` route in Node tests of the admin screens: answers each
 * procedure of a call, batched or not, in tRPC's own wire format, so the real client reads it.
 */
export function fakeTrpcServer(answer: (procedure: string, input: unknown) => TrpcAnswer): FakeFetch {
  return fakeFetch(({ path, json }) => {
    const url = new URL(path, "http://twend.test");
    const procedures = url.pathname.slice(url.pathname.lastIndexOf("/") + 1).split(",");
    const inputs = (json ?? JSON.parse(url.searchParams.get("input") ?? "{}")) as Record<number, unknown>;
    const answers = procedures.map((procedure, i) => answer(procedure, inputs[i]));
    const items = answers.map((a) =>
      "data" in a
        ? { result: { data: a.data } }
        : { error: { message: a.message, code: -32600, data: { code: CODES[a.status] ?? "BAD_REQUEST", httpStatus: a.status } } },
    );
    const statuses = new Set(answers.map((a) => ("data" in a ? 200 : a.status)));
    return jsonResponse(statuses.size === 1 ? ([...statuses][0] ?? 200) : 207, items);
  });
}

/** The real admin client over `fetch`, as the app's `trpcClient.admin`. */
export function adminClientOver(fetch: FakeFetch) {
  return createTRPCClient<AppRouter>({ links: [httpBatchLink({ url: "http://twend.test/trpc", fetch: (url, init) => fetch(url.toString(), init) })] }).admin;
}
