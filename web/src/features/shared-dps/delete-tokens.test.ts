import { afterEach, describe, expect, it, vi } from "vitest";
import { forgetDeleteToken, readDeleteToken, saveDeleteToken } from "./delete-tokens.ts";

/** A Storage stand-in; `blocked` mimics browsers that throw on any access (disabled storage, some private modes). */
function fakeStorage(blocked = false) {
  const data = new Map<string, string>();
  const guard = () => {
    if (blocked) throw new DOMException("The operation is insecure.", "SecurityError");
  };
  return {
    data,
    getItem: (key: string) => (guard(), data.get(key) ?? null),
    setItem: (key: string, value: string) => (guard(), void data.set(key, value)),
    removeItem: (key: string) => (guard(), void data.delete(key)),
  };
}

describe("delete tokens of share links", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("keeps one token per share id in localStorage and forgets it after the delete", () => {
    const storage = fakeStorage();
    vi.stubGlobal("localStorage", storage);
    expect(saveDeleteToken("abcDEF123_-x", "token-one")).toBe(true);
    saveDeleteToken("zyx987654321", "token-two");
    expect(storage.data.get("twend.shared-dp.abcDEF123_-x")).toBe("token-one");
    expect(readDeleteToken("abcDEF123_-x")).toBe("token-one");
    expect(readDeleteToken("zyx987654321")).toBe("token-two");
    expect(readDeleteToken("unknown12345")).toBeNull();

    forgetDeleteToken("abcDEF123_-x");
    expect(readDeleteToken("abcDEF123_-x")).toBeNull();
    expect(readDeleteToken("zyx987654321")).toBe("token-two");
  });

  it("degrades quietly when storage is blocked: nothing kept, nothing thrown", () => {
    vi.stubGlobal("localStorage", fakeStorage(true));
    expect(saveDeleteToken("abcDEF123_-x", "token-one")).toBe(false);
    expect(readDeleteToken("abcDEF123_-x")).toBeNull();
    expect(() => forgetDeleteToken("abcDEF123_-x")).not.toThrow();
  });
});
