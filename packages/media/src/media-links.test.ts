import { describe, expect, it } from "vitest";
import { mediaLinks } from "./media-links.ts";

const HASH = "ab" + "c".repeat(52) + "0123456789";
const BASE = "https://media.example.org/twend";

describe("mediaLinks without a public base", () => {
  const links = mediaLinks(undefined);

  it("hands out the API's own route", () => {
    expect(links.url(HASH, "image/png")).toBe(`/media/${HASH}.png`);
    expect(links.urlOf(`/media/${HASH}.webp`)).toBe(`/media/${HASH}.webp`);
  });

  it("reads back only the route", () => {
    expect(links.parseUrl(`/media/${HASH}.jpg`)).toEqual({ hash: HASH, ext: "jpg", mimeType: "image/jpeg" });
    expect(links.parseUrl(`${BASE}/ab/${HASH}.jpg`)).toBeNull();
  });
});

describe("mediaLinks with a public base", () => {
  const links = mediaLinks(BASE);

  it("hands out the base and the store's key, for a hash and for a reference a row keeps", () => {
    expect(links.url(HASH, "image/jpeg")).toBe(`${BASE}/ab/${HASH}.jpg`);
    expect(links.url(HASH, "webp")).toBe(`${BASE}/ab/${HASH}.webp`);
    expect(links.urlOf(`/media/${HASH}.png`)).toBe(`${BASE}/ab/${HASH}.png`);
  });

  it("hands out anything that is not a stored file's reference as it is", () => {
    for (const value of ["https://elsewhere.example/a.png", "/media/x.png", `/media/${HASH}.gif`, `${BASE}/ab/${HASH}.png`, ""]) {
      expect(links.urlOf(value), value).toBe(value);
    }
  });

  it("reads back either form a client may send", () => {
    const ref = { hash: HASH, ext: "png", mimeType: "image/png" };
    expect(links.parseUrl(`${BASE}/ab/${HASH}.png`)).toEqual(ref);
    expect(links.parseUrl(`/media/${HASH}.png`)).toEqual(ref);
  });

  it.each([
    ["another shard", `${BASE}/cd/${HASH}.png`],
    ["no shard", `${BASE}/${HASH}.png`],
    ["a deeper path", `${BASE}/x/ab/${HASH}.png`],
    ["a traversal", `${BASE}/ab/../ab/${HASH}.png`],
    ["another host", `https://media.example.net/twend/ab/${HASH}.png`],
    ["a base that only starts the same", `${BASE}x/ab/${HASH}.png`],
    ["a query", `${BASE}/ab/${HASH}.png?x=1`],
    ["an unknown type", `${BASE}/ab/${HASH}.gif`],
  ])("refuses %s", (_, url) => {
    expect(links.parseUrl(url)).toBeNull();
  });

  it("refuses a bad hash or type when building", () => {
    expect(() => links.url("../x", "png")).toThrow(TypeError);
    expect(() => links.url(HASH, "image/gif")).toThrow(TypeError);
  });
});
