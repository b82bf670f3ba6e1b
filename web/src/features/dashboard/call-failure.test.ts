import { createTRPCClient, httpBatchLink } from "@trpc/client";
import type { AppRouter } from "@twend/api";
import { describe, expect, it } from "vitest";
import { fakeFetch, jsonResponse } from "../../testing/fake-fetch.ts";
import { callFailure } from "./call-failure.ts";

/** The app's own link, over a fetch the test answers; the error is what the screens get. */
async function failedRemove(answer: () => Response | Promise<Response>): Promise<unknown> {
  const fetch = fakeFetch(answer);
  const client = createTRPCClient<AppRouter>({ links: [httpBatchLink({ url: "http://localhost/trpc", fetch: (url, init) => fetch(url.toString(), init) })] });
  const error = await client.studio.remove.mutate({ id: 42 }).catch((thrown: unknown) => thrown);
  expect(fetch.calls[0]).toMatchObject({ method: "POST", json: { 0: { id: 42 } } });
  expect(fetch.calls[0]?.path).toMatch(/\/trpc\/studio\.remove\?batch=1$/);
  return error;
}

describe("callFailure", () => {
  it("reads a refusal's status and message from the API's answer", async () => {
    const answer = [{ error: { message: "Campaign not found", code: -32004, data: { code: "NOT_FOUND", httpStatus: 404, path: "studio.remove" } } }];
    expect(callFailure(await failedRemove(() => jsonResponse(404, answer)))).toEqual({ kind: "refused", status: 404, message: "Campaign not found" });
  });

  it("tells a call that got no answer", async () => {
    expect(callFailure(await failedRemove(() => Promise.reject(new TypeError("Failed to fetch"))))).toEqual({ kind: "unreachable" });
  });

  it("tells an answer that is not the API's, with its status when the body says it", async () => {
    const proxyPage = () => new Response("<html>Bad Gateway</html>", { status: 502, headers: { "Content-Type": "text/html" } });
    expect(callFailure(await failedRemove(proxyPage))).toEqual({ kind: "unreadable", status: null });
    const restError = () => jsonResponse(413, { success: false, error: "Request body is too large" });
    expect(callFailure(await failedRemove(restError))).toEqual({ kind: "unreadable", status: 413 });
  });

  it("leaves anything but a failed call alone", () => {
    expect(callFailure(new Error("title: Title is required"))).toBeNull();
  });
});
