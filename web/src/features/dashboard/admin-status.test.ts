import { describe, expect, it } from "vitest";
import { ADMIN_STATUS_TIMEOUT_MS, type AdminStatusProcedure, askAdminStatus } from "./admin-status.ts";

/** Answers only when the request is aborted, as a hung server would. */
const hung: AdminStatusProcedure = {
  query: (_, { signal }) => new Promise((_resolve, reject) => signal.addEventListener("abort", () => reject(new DOMException("Aborted", "AbortError")))),
};

describe("admin status", () => {
  it("passes the server's answer on", async () => {
    const answering: AdminStatusProcedure = { query: async () => ({ isAdmin: true }) };
    await expect(askAdminStatus(answering, new AbortController().signal)).resolves.toEqual({ isAdmin: true });
  });

  it("gives up after its timeout", async () => {
    const started = Date.now();
    await expect(askAdminStatus(hung, new AbortController().signal, 20)).rejects.toMatchObject({ name: "AbortError" });
    expect(Date.now() - started).toBeLessThan(ADMIN_STATUS_TIMEOUT_MS);
  });

  it("uses the spec's 10 s timeout by default", () => {
    expect(ADMIN_STATUS_TIMEOUT_MS).toBe(10_000);
  });

  it("stops when the caller cancels", async () => {
    const controller = new AbortController();
    const pending = askAdminStatus(hung, controller.signal);
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: "AbortError" });
  });
});
