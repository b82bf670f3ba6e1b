import type { FastifyRequest } from "fastify";
import { describe, expect, it } from "vitest";
import { guessWide } from "./render-page.ts";

const request = (headers: Record<string, string>) => ({ headers }) as FastifyRequest;

describe("guessWide", () => {
  it("believes Chromium's mobile hint first", () => {
    expect(guessWide(request({ "sec-ch-ua-mobile": "?1", "user-agent": "Mozilla/5.0 (X11; Linux x86_64)" }))).toBe(false);
    expect(guessWide(request({ "sec-ch-ua-mobile": "?0", "user-agent": "Mozilla/5.0 (Linux; Android 13) Mobile" }))).toBe(true);
  });

  it("falls back to the user agent", () => {
    expect(guessWide(request({ "user-agent": "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148" }))).toBe(false);
    expect(guessWide(request({ "user-agent": "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) Safari/605.1.15" }))).toBe(true);
    expect(guessWide(request({}))).toBe(true);
  });
});
