import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

/** A Storage stand-in; `blocked` mimics browsers that throw on any access (disabled cookies, some private modes). */
function fakeStorage(blocked = false) {
  const data = new Map<string, string>();
  const guard = () => {
    if (blocked) throw new DOMException("The operation is insecure.", "SecurityError");
  };
  return {
    data,
    getItem(key: string): string | null {
      guard();
      return data.get(key) ?? null;
    },
    setItem(key: string, value: string): void {
      guard();
      data.set(key, value);
    },
  };
}

async function loadModule() {
  vi.resetModules();
  return import("./session-id.ts");
}

describe("getSessionId", () => {
  beforeEach(() => vi.unstubAllGlobals());
  afterEach(() => vi.unstubAllGlobals());

  it("creates a UUID once and keeps it under the 'session_id' key", async () => {
    const storage = fakeStorage();
    vi.stubGlobal("localStorage", storage);
    const { getSessionId } = await loadModule();

    const first = getSessionId();
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(storage.data.get("session_id")).toBe(first);
    expect(getSessionId()).toBe(first);
  });

  it("reuses an id stored by an earlier visit", async () => {
    const storage = fakeStorage();
    storage.data.set("session_id", "earlier-visit-id");
    vi.stubGlobal("localStorage", storage);
    const { getSessionId } = await loadModule();

    expect(getSessionId()).toBe("earlier-visit-id");
  });

  it("replaces a stored value the API would reject", async () => {
    const storage = fakeStorage();
    storage.data.set("session_id", "<script>");
    vi.stubGlobal("localStorage", storage);
    const { getSessionId } = await loadModule();

    const id = getSessionId();
    expect(id).not.toBe("<script>");
    expect(storage.data.get("session_id")).toBe(id);
  });

  it("still returns one stable id when storage is blocked", async () => {
    vi.stubGlobal("localStorage", fakeStorage(true));
    const { getSessionId } = await loadModule();

    const id = getSessionId();
    expect(id).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(getSessionId()).toBe(id);
  });
});
