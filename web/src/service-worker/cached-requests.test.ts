import { describe, expect, it } from "vitest";
import { isBuiltAsset, isMedia, isTwendPage, isTwendRead } from "./cached-requests.ts";

const at = (path: string) => new URL(path, "https://twend.example");
const HASH = "a".repeat(64);

describe("what the service worker keeps", () => {
  it("keeps a Twend's page at its link, with or without a language in front", () => {
    for (const path of ["/campaign/world-code-day", "/campaign/world-code-day/", "/es/campaign/abc", "/pt-BR/campaign/abc", "/campaign/abc?ref=qr"]) {
      expect(isTwendPage(at(path))).toBe(true);
    }
  });

  it("keeps no other page: the Twend's manifest, the studio, admin, the dashboard, a shared DP", () => {
    for (const path of [
      "/",
      "/campaign/abc/manifest.webmanifest",
      "/campaign/abc/edit",
      "/admin",
      "/admin/campaigns",
      "/dashboard",
      "/d/xyz",
      "/metrics",
      "/create",
      "/xx/campaign/abc",
    ]) {
      expect(isTwendPage(at(path))).toBe(false);
    }
  });

  it("keeps the Twend read only when it is alone in its request, never a batch that may carry the account", () => {
    expect(isTwendRead(at("/trpc/campaigns.byShortId?batch=1&input=%7B%7D"))).toBe(true);
    expect(isTwendRead(at("/trpc/account.me,campaigns.byShortId?batch=1"))).toBe(false);
    expect(isTwendRead(at("/trpc/campaigns.recordView?batch=1"))).toBe(false);
    expect(isTwendRead(at("/api/campaigns/abc"))).toBe(false);
  });

  it("keeps content-addressed media and built files, and nothing else under those roots", () => {
    expect(isMedia(at(`/media/${HASH}.webp`))).toBe(true);
    expect(isMedia(at("/media/../metrics"))).toBe(false);
    expect(isMedia(at("/media/renders/abc.png"))).toBe(false);
    expect(isBuiltAsset(at("/assets/drawing-AbC12.js"))).toBe(true);
    expect(isBuiltAsset(at("/assets/sub/dir.js"))).toBe(false);
  });
});
