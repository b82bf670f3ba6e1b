import { randomUUID } from "node:crypto";
import { Queue } from "bullmq";
import { afterEach, describe, expect, it } from "vitest";
import type { JobHandlers } from "../definitions.ts";
import { createBullQueue } from "./bullmq-queue.ts";
import { createInProcessQueue } from "./in-process-queue.ts";
import { QUEUE_NAMES, type JobQueue } from "./job-queue.ts";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const opened: Array<{ close(): Promise<unknown> }> = [];
afterEach(async () => {
  for (const open of opened.splice(0).reverse()) await open.close();
});

/** Two jobs queued some time apart, to wait behind whatever holds the lane. */
async function queueTwoApart(queue: JobQueue): Promise<number> {
  const first = Date.now();
  await queue.enqueue("media.thumbnail", { hash: "a".repeat(64) });
  await sleep(300);
  await queue.enqueue("media.thumbnail", { hash: "b".repeat(64) });
  return first;
}

describe("a lane's backlog", () => {
  it("in process: counts waiting, running and failed jobs, and how long the oldest has waited", async () => {
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const handlers = {
      "campaign.trending": () => gate,
      "media.thumbnail": async () => {
        throw new Error("no such background");
      },
    } as unknown as JobHandlers;
    const queue = createInProcessQueue(handlers, { error: () => undefined });
    opened.push(queue);
    expect(await queue.backlog("main")).toEqual({ waiting: 0, active: 0, delayed: 0, failed: 0, oldestWaitingSeconds: 0 });

    await queue.enqueue("campaign.trending", {});
    const first = await queueTwoApart(queue);
    const held = await queue.backlog("main");
    expect(held).toMatchObject({ waiting: 2, active: 1, delayed: 0, failed: 0 });
    expect(held.oldestWaitingSeconds).toBeGreaterThanOrEqual(0.3);
    expect(held.oldestWaitingSeconds).toBeLessThanOrEqual((Date.now() - first) / 1000);
    expect(await queue.backlog("batch")).toEqual({ waiting: 0, active: 0, delayed: 0, failed: 0, oldestWaitingSeconds: 0 });

    release();
    await queue.idle();
    expect(await queue.backlog("main")).toEqual({ waiting: 0, active: 0, delayed: 0, failed: 2, oldestWaitingSeconds: 0 });
  });

  it.runIf(process.env.REDIS_URL)("on BullMQ: the same, with the jobs whose time has not come as delayed", async () => {
    const redisUrl = process.env.REDIS_URL ?? "";
    const prefix = `backlog-${randomUUID()}`;
    const queue = createBullQueue({ redisUrl, prefix });
    const raw = new Queue(QUEUE_NAMES.main, { connection: { url: redisUrl }, prefix });
    opened.push({ close: () => raw.obliterate({ force: true }).then(() => raw.close()) }, queue);
    expect(await queue.backlog("main")).toEqual({ waiting: 0, active: 0, delayed: 0, failed: 0, oldestWaitingSeconds: 0 });

    const first = await queueTwoApart(queue);
    // A retry waiting out its backoff is delayed, as is a job deferred by its producer.
    await raw.add("campaign.trending", {}, { delay: 3_600_000 });
    const backlog = await queue.backlog("main");
    expect(backlog).toMatchObject({ waiting: 2, active: 0, delayed: 1, failed: 0 });
    expect(backlog.oldestWaitingSeconds).toBeGreaterThanOrEqual(0.3);
    expect(backlog.oldestWaitingSeconds).toBeLessThanOrEqual((Date.now() - first) / 1000);
    // counts() still counts them among the waiting, as it did.
    expect((await queue.counts()).waiting).toBe(3);
    expect((await queue.backlog("batch")).waiting).toBe(0);
  });
});
