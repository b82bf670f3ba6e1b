import { describe, expect, it } from "vitest";
import { availableMemoryMb, defaultRenderProcesses, WORKER_OWN_MEMORY_MB } from "./render-sizing.ts";

describe("the default number of render processes in a worker", () => {
  it("is one per core when memory is plentiful", () => {
    expect(defaultRenderProcesses({ memoryMb: 1024, cores: 2, availableMemoryMb: 24_000 })).toBe(2);
  });

  it("is as many as fit beside the worker when memory is short of one per core", () => {
    expect(defaultRenderProcesses({ memoryMb: 1024, cores: 8, availableMemoryMb: 4096 })).toBe(3);
    expect(defaultRenderProcesses({ memoryMb: 512, cores: 8, availableMemoryMb: 2048 })).toBe(3);
    expect(defaultRenderProcesses({ memoryMb: 1024, cores: 8, availableMemoryMb: 2048 })).toBe(1);
    expect(defaultRenderProcesses({ memoryMb: 1024, cores: 8, availableMemoryMb: 1024 + WORKER_OWN_MEMORY_MB })).toBe(1);
  });

  it("is at least one, however little memory there is", () => {
    expect(defaultRenderProcesses({ memoryMb: 1024, cores: 4, availableMemoryMb: 512 })).toBe(1);
  });
});

describe("the memory a process may use", () => {
  it("is a real figure no larger than the machine's", async () => {
    const { totalmem } = await import("node:os");
    const mb = availableMemoryMb();
    expect(mb).toBeGreaterThan(0);
    expect(mb).toBeLessThanOrEqual(Math.floor(totalmem() / 1048576));
  });
});
