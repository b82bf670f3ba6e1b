import { describe, expect, it } from "vitest";
import { createTtlMemo } from "./ttl-memo.ts";

describe("createTtlMemo", () => {
  it("computes once for the callers who ask while the answer is being computed", async () => {
    const memo = createTtlMemo<number>(60_000);
    let computed = 0;
    const compute = async () => {
      computed += 1;
      await new Promise((resolve) => setTimeout(resolve, 10));
      return 42;
    };
    expect(await Promise.all([memo.get("k", compute), memo.get("k", compute), memo.get("k", compute)])).toEqual([42, 42, 42]);
    expect(await memo.get("k", compute)).toBe(42);
    expect(computed).toBe(1);
  });

  it("forgets a failed answer, so the next caller computes afresh", async () => {
    const memo = createTtlMemo<number>(60_000);
    await expect(memo.get("k", () => Promise.reject(new Error("database down")))).rejects.toThrow("database down");
    expect(await memo.get("k", () => Promise.resolve(7))).toBe(7);
  });

  it("computes afresh after the time to live and after clear()", async () => {
    const memo = createTtlMemo<number>(20);
    let n = 0;
    const compute = () => Promise.resolve(++n);
    expect(await memo.get("k", compute)).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 40));
    expect(await memo.get("k", compute)).toBe(2);
    memo.clear();
    expect(await memo.get("k", compute)).toBe(3);
  });
});
