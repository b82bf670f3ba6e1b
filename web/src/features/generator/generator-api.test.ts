import { createTRPCClient, httpBatchLink } from "@trpc/client";
import type { AppRouter } from "@twend/api";
import { describe, expect, it } from "vitest";
import { type FakeFetch, fakeFetch, jsonResponse } from "../../testing/fake-fetch.ts";
import { renderOnServer } from "./generator-api.ts";

/** The real tRPC client over a fake transport, so the tests see tRPC's own answers and errors. */
function trpcGenerator(fetch: FakeFetch) {
  return createTRPCClient<AppRouter>({ links: [httpBatchLink({ url: "http://twend.test/trpc", fetch: (url, init) => fetch(url.toString(), init) })] }).generator;
}

const renderId = "a".repeat(64);
const input = {
  campaign_id: 7,
  user_name: "Ada",
  photo_url: "data:image/jpeg;base64,AA",
  session_id: "session-123",
  photo_transform: { zoom: 1.5, offsetX: 0.1, offsetY: 0 },
};

/** Answers the generation, then each status check with the next of `statuses`. */
function serverWith(statuses: Array<"queued" | "active" | "done" | "failed">): FakeFetch {
  const [first, ...later] = statuses;
  return fakeFetch(({ path }) => {
    const status = new URL(path).pathname === "/trpc/generator.generate" ? first : later.shift();
    return jsonResponse(200, [{ result: { data: { render_id: renderId, status, result_url: status === "done" ? `/media/${"b".repeat(64)}.png` : null } } }]);
  });
}

describe("renderOnServer", () => {
  it("sends the photo to generator.generate, polls generator.render and reports each state until the PNG is done", async () => {
    const fetch = serverWith(["queued", "active", "done"]);
    const states: string[] = [];
    const url = await renderOnServer(trpcGenerator(fetch), input, { signal: new AbortController().signal, onState: (s) => states.push(s), intervalMs: 1 });
    expect(url).toBe(`/media/${"b".repeat(64)}.png`);
    expect(states).toEqual(["queued", "active", "done"]);
    expect(fetch.calls.map(({ path, method }) => `${method} ${new URL(path).pathname}`)).toEqual([
      "POST /trpc/generator.generate",
      "GET /trpc/generator.render",
      "GET /trpc/generator.render",
    ]);
    expect(fetch.calls[0]?.json).toEqual({ 0: input });
    expect(JSON.parse(new URL(fetch.calls[1]?.path ?? "").searchParams.get("input") ?? "")).toEqual({ 0: { id: renderId } });
  });

  it("fails when the server could not render, and stops when cancelled", async () => {
    const never = { signal: new AbortController().signal, onState: () => undefined, intervalMs: 1 };
    await expect(renderOnServer(trpcGenerator(serverWith(["queued", "failed"])), input, never)).rejects.toThrow("the server could not render the image");

    const controller = new AbortController();
    const waiting = renderOnServer(trpcGenerator(serverWith(["queued"])), input, { signal: controller.signal, onState: () => controller.abort(), intervalMs: 60_000 });
    await expect(waiting).rejects.toMatchObject({ name: "AbortError" });
  });

  it("rejects with the server's message when the generation is refused", async () => {
    const fetch = fakeFetch(() => jsonResponse(400, [{ error: { message: "Name is required", code: -32600, data: { code: "BAD_REQUEST", httpStatus: 400 } } }]));
    await expect(renderOnServer(trpcGenerator(fetch), input, { signal: new AbortController().signal, onState: () => undefined })).rejects.toThrow("Name is required");
  });
});
