import { createTRPCClient, httpBatchLink, TRPCClientError } from "@trpc/client";
import type { AppRouter } from "@twend/api";
import { describe, expect, it } from "vitest";
import { fakeFetch, jsonResponse } from "../../testing/fake-fetch.ts";
import { testI18n } from "../../testing/test-i18n.ts";
import { apiAnswer, callFailure, serverMessage, UnreadableAnswer } from "./call-failure.ts";
import { describeFailure } from "./describe-failure.ts";

/** The app's own link, over a fetch the test answers; the error is what the screens get. */
async function failedRemove(answer: () => Response | Promise<Response>): Promise<unknown> {
  const fetch = fakeFetch(answer);
  const client = createTRPCClient<AppRouter>({ links: [httpBatchLink({ url: "http://localhost/trpc", fetch: (url, init) => fetch(url.toString(), init) })] });
  const error = await client.studio.remove.mutate({ id: 42 }).catch((thrown: unknown) => thrown);
  expect(fetch.calls[0]).toMatchObject({ method: "POST", json: { 0: { id: 42 } } });
  expect(fetch.calls[0]?.path).toMatch(/\/trpc\/studio\.remove\?batch=1$/);
  return error;
}

function refusal(httpStatus: number, message: string, headers: Record<string, string> = {}): () => Response {
  const body = JSON.stringify([{ error: { message, code: -32600, data: { code: "X", httpStatus, path: "studio.remove" } } }]);
  return () => new Response(body, { status: httpStatus, headers: { "Content-Type": "application/json", ...headers } });
}

describe("callFailure", () => {
  it("reads a refusal's status, message and data from the API's answer", async () => {
    const answer = [{ error: { message: "Campaign not found", code: -32004, data: { code: "NOT_FOUND", httpStatus: 404, path: "studio.remove" } } }];
    expect(callFailure(await failedRemove(() => jsonResponse(404, answer)))).toEqual({
      kind: "refused",
      status: 404,
      message: "Campaign not found",
      data: { code: "NOT_FOUND", httpStatus: 404, path: "studio.remove" },
    });
  });

  it("tells a refused input, with the server's words naming the field", async () => {
    const failure = callFailure(await failedRemove(refusal(400, "title: Title is required")));
    expect(failure).toMatchObject({ kind: "invalid", status: 400, message: "title: Title is required" });
  });

  it("tells a spent budget and how long the API asked to wait", async () => {
    const error = await failedRemove(refusal(429, "Too many requests. Please slow down and try again shortly.", { "Retry-After": "42" }));
    expect(callFailure(error)).toMatchObject({ kind: "rate-limited", status: 429, retryAfterSeconds: 42 });
    expect(callFailure(await failedRemove(refusal(429, "Slow down")))).toMatchObject({ kind: "rate-limited", retryAfterSeconds: null });
  });

  it("tells a call that got no answer", async () => {
    expect(callFailure(await failedRemove(() => Promise.reject(new TypeError("Failed to fetch"))))).toEqual({ kind: "unreachable" });
  });

  it("tells an answer that is not the API's, with its status when the body says it", async () => {
    const proxyPage = () => new Response("<html>Bad Gateway</html>", { status: 502, headers: { "Content-Type": "text/html" } });
    expect(callFailure(await failedRemove(proxyPage))).toEqual({ kind: "unreadable", status: null });
    const restError = () => jsonResponse(413, { success: false, error: "Request body is too large" });
    expect(callFailure(await failedRemove(restError))).toEqual({ kind: "unreadable", status: 413 });
    expect(callFailure(TRPCClientError.from(new UnreadableAnswer(502)))).toEqual({ kind: "unreadable", status: 502 });
  });

  it("leaves anything but a failed call alone", () => {
    expect(callFailure(new Error("title: Title is required"))).toBeNull();
    expect(apiAnswer(new Error("x"))).toBeNull();
    expect(serverMessage(new Error("x"))).toBeNull();
  });

  it("gives the API's words only when it wrote some", async () => {
    expect(serverMessage(await failedRemove(refusal(409, "A batch is already running")))).toBe("A batch is already running");
    expect(serverMessage(await failedRemove(refusal(500, "  ")))).toBeNull();
  });
});

const i18n = await testI18n();

describe("describeFailure", () => {
  const texts = { fallback: { id: "Failed to delete Twend" }, unreachable: { id: "Failed to delete Twend. Please try again." }, tooLarge: { id: "Too large" } };

  it("shows the API's words as they are", async () => {
    expect(describeFailure(i18n, await failedRemove(refusal(404, "Campaign not found")), texts)).toBe("Campaign not found");
    expect(describeFailure(i18n, await failedRemove(refusal(400, "title: Title is required")), texts)).toBe("title: Title is required");
  });

  it("says what happened when the API gave no words", async () => {
    expect(describeFailure(i18n, await failedRemove(refusal(500, "")), texts)).toBe("Failed to delete Twend");
    expect(describeFailure(i18n, await failedRemove(() => Promise.reject(new TypeError("Failed to fetch"))), texts)).toBe("Failed to delete Twend. Please try again.");
    expect(describeFailure(i18n, TRPCClientError.from(new UnreadableAnswer(413)), texts)).toBe("Too large");
    expect(describeFailure(i18n, TRPCClientError.from(new UnreadableAnswer(429)), texts)).toBe("Too many requests. Please slow down and try again shortly.");
    expect(describeFailure(i18n, new Error("not a call"), texts)).toBe("Failed to delete Twend");
  });

  it("falls back to the screen's text where it has no more particular one", async () => {
    const offline = await failedRemove(() => Promise.reject(new TypeError("Failed to fetch")));
    expect(describeFailure(i18n, offline, { fallback: { id: "Failed" } })).toBe("Failed");
    expect(describeFailure(i18n, TRPCClientError.from(new UnreadableAnswer(413)), { fallback: { id: "Failed" } })).toBe("Failed");
  });
});
