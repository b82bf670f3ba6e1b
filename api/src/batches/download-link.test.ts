import { describe, expect, it } from "vitest";
import { checkDownloadLink, signDownloadLink } from "./download-link.ts";

const SECRET = "a".repeat(64);
const ID = "6f1c7a52-3c1e-4f7e-9d55-0a8f7d2b9c10";
const HOUR = 3600_000;

function parts(url: string) {
  const query = new URL(url, "http://x").searchParams;
  return { expires: Number(query.get("expires")), signature: query.get("signature") ?? "" };
}

describe("batch download links", () => {
  it("work for about a day, the same link all hour long, and never past the batch's own end", () => {
    const now = Date.UTC(2026, 10, 27, 10, 5);
    const link = signDownloadLink(SECRET, ID, new Date(now + 7 * 24 * HOUR), now);
    expect(link.expiresAt.toISOString()).toBe("2026-11-28T11:00:00.000Z");
    expect(signDownloadLink(SECRET, ID, new Date(now + 7 * 24 * HOUR), now + 50 * 60_000).url).toBe(link.url);
    expect(signDownloadLink(SECRET, ID, new Date(now + HOUR), now).expiresAt.getTime()).toBe(now + HOUR);

    const { expires, signature } = parts(link.url);
    expect(checkDownloadLink(SECRET, ID, expires, signature, now)).toBe("valid");
    expect(checkDownloadLink(SECRET, ID, expires, signature, expires * 1000)).toBe("expired");
  });

  it("are refused when anything in them was changed", () => {
    const { expires, signature } = parts(signDownloadLink(SECRET, ID, new Date(Date.now() + 48 * HOUR)).url);
    expect(checkDownloadLink(SECRET, ID, expires + 3600, signature)).toBe("invalid");
    expect(checkDownloadLink(SECRET, ID.replace("6f", "7f"), expires, signature)).toBe("invalid");
    expect(checkDownloadLink("b".repeat(64), ID, expires, signature)).toBe("invalid");
    expect(checkDownloadLink(SECRET, ID, expires, `${signature}x`)).toBe("invalid");
  });
});
