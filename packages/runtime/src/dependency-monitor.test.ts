import { describe, expect, it, vi } from "vitest";
import { createDependencyMonitor } from "./dependency-monitor.ts";
import { describeError } from "./describe-error.ts";
import { quietRedisErrors, REPEAT_WINDOW_MS } from "./redis-clients.ts";
import { RETRY_FIRST_MS, RETRY_MAX_MS, retryDelay } from "./retry-delay.ts";
import { runWhenUp } from "./run-when-up.ts";

function capturingLog() {
  const lines: Array<{ level: string; obj: Record<string, unknown>; msg: string }> = [];
  const at = (level: string) => (obj: object, msg: string) => void lines.push({ level, obj: obj as Record<string, unknown>, msg });
  return { lines, log: { info: at("info"), warn: at("warn"), error: at("error") } };
}

const refused = () => Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:6379"), { code: "ECONNREFUSED" });

describe("the dependency monitor", () => {
  it("holds each required dependency missing until it is up, and again from its next failure; ready once the start-up work is done too", () => {
    const { log } = capturingLog();
    const monitor = createDependencyMonitor(log);
    monitor.require("database");
    monitor.require("redis");
    expect(monitor.readiness()).toEqual({ status: "unavailable", missing: ["database", "redis"] });
    monitor.markUp("database");
    expect(monitor.readiness()).toEqual({ status: "unavailable", missing: ["redis"] });
    monitor.markUp("redis");
    expect(monitor.readiness()).toEqual({ status: "starting", missing: [] });
    monitor.markStarted();
    expect(monitor.readiness()).toEqual({ status: "ok", missing: [] });
    monitor.markDown("redis", refused());
    expect(monitor.isUp("redis")).toBe(false);
    expect(monitor.readiness()).toEqual({ status: "unavailable", missing: ["redis"] });
    monitor.close();
    expect(monitor.readiness()).toEqual({ status: "stopping", missing: ["redis"] });
  });

  it("logs each failure as one line with its try, its wait and its reason, and the recovery once", () => {
    const { lines, log } = capturingLog();
    const monitor = createDependencyMonitor(log);
    monitor.require("redis");
    const waits = [monitor.markDown("redis", refused()), monitor.markDown("redis", refused()), monitor.markDown("redis", refused())];
    monitor.markUp("redis");
    monitor.markUp("redis");
    expect(lines.map((l) => [l.level, l.msg])).toEqual([
      ["warn", "redis unavailable"],
      ["warn", "redis unavailable"],
      ["warn", "redis unavailable"],
      ["info", "redis available"],
    ]);
    expect(lines.slice(0, 3).map((l) => l.obj)).toEqual(
      waits.map((retryInMs, i) => ({ dependency: "redis", attempt: i + 1, retryInMs, error: "connect ECONNREFUSED 127.0.0.1:6379", code: "ECONNREFUSED" })),
    );
    expect(lines[3]?.obj).toMatchObject({ dependency: "redis", failures: 3 });
    // The count starts again after a recovery.
    monitor.markDown("redis", refused());
    expect(lines.at(-1)?.obj).toMatchObject({ attempt: 1 });
  });

  it("wakes a wait once every named dependency is up, and answers false to one cut short by close", async () => {
    const { log } = capturingLog();
    const monitor = createDependencyMonitor(log);
    monitor.require("database");
    monitor.require("redis");
    let both: boolean | undefined;
    void monitor.whenUp().then((up) => (both = up));
    const database = monitor.whenUp(["database"]);
    monitor.markUp("database");
    expect(await database).toBe(true);
    await Promise.resolve();
    expect(both).toBeUndefined();
    monitor.markUp("redis");
    await new Promise((r) => setImmediate(r));
    expect(both).toBe(true);

    monitor.markDown("redis", refused());
    const cut = monitor.whenUp(["redis"]);
    monitor.close();
    expect(await cut).toBe(false);
  });

  it("retries a start-up task with the backoff until it succeeds, one line per failure", async () => {
    const { lines, log } = capturingLog();
    const monitor = createDependencyMonitor(log);
    monitor.require("redis");
    let tries = 0;
    const done = runWhenUp(
      monitor,
      ["redis"],
      "declaring the recurring jobs",
      async () => {
        tries += 1;
        if (tries < 3) throw new Error("READONLY You can't write against a read only replica.");
      },
      log,
    );
    expect(tries).toBe(0);
    monitor.markUp("redis");
    expect(await done).toBe(true);
    expect(tries).toBe(3);
    expect(lines.map((l) => [l.msg, l.obj.attempt])).toEqual([
      ["declaring the recurring jobs failed", 1],
      ["declaring the recurring jobs failed", 2],
    ]);
  });
});

describe("retry delays", () => {
  it("double from the first to the cap, give or take a fifth", () => {
    const middle = () => 0.5;
    expect([1, 2, 3, 4, 5, 6, 7, 20].map((n) => retryDelay(n, middle))).toEqual([250, 500, 1000, 2000, 4000, 8000, 10_000, 10_000]);
    expect(retryDelay(1, () => 0)).toBe(RETRY_FIRST_MS * 0.8);
    expect(retryDelay(30, () => 1)).toBe(RETRY_MAX_MS * 1.2);
  });
});

describe("error summaries", () => {
  it("give the message and code, and read node-postgres' AggregateError through its first error", () => {
    expect(describeError(refused())).toEqual({ error: "connect ECONNREFUSED 127.0.0.1:6379", code: "ECONNREFUSED" });
    const aggregate = new AggregateError([Object.assign(new Error("connect ECONNREFUSED ::1:5432"), { code: "ECONNREFUSED" })], "");
    expect(describeError(aggregate)).toEqual({ error: "connect ECONNREFUSED ::1:5432", code: "ECONNREFUSED" });
    expect(describeError("down")).toEqual({ error: "down" });
  });
});

describe("a Redis client's error listener", () => {
  it("leaves lost connections to the watcher and logs another error once a window, counting its repeats", () => {
    const { lines, log } = capturingLog();
    const onError = quietRedisErrors(log, "queue");
    onError(refused());
    onError(new Error("Connection is closed."));
    expect(lines).toEqual([]);
    const noAuth = new Error("NOAUTH Authentication required.");
    onError(noAuth);
    onError(noAuth);
    onError(noAuth);
    expect(lines).toEqual([{ level: "error", msg: "redis client error", obj: { redisClient: "queue", error: "NOAUTH Authentication required." } }]);
    vi.useFakeTimers({ toFake: ["Date"] });
    try {
      vi.setSystemTime(Date.now() + REPEAT_WINDOW_MS + 1);
      onError(noAuth);
    } finally {
      vi.useRealTimers();
    }
    expect(lines[1]?.obj).toEqual({ redisClient: "queue", error: "NOAUTH Authentication required.", repeatedMeanwhile: 2 });
  });
});
