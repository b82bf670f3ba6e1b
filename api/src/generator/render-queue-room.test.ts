import { randomBytes } from "node:crypto";
import { MESSAGES } from "@twend/shared";
import { createInProcessQueue, type JobHandlers } from "@twend/jobs";
import { describe, expect, it } from "vitest";
import { HttpError } from "../http/http-error.ts";
import { ensureRenderQueueRoom, RENDER_QUEUE_LIMIT, RENDER_RETRY_AFTER_SECONDS } from "./render-queue-room.ts";

describe("ensureRenderQueueRoom on the embedded in-process queue", () => {
  it("refuses a render with 503 and Retry-After while the queue is full, and lets it in once the queue drains", async () => {
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const wait = async () => {
      await gate;
    };
    const handlers: JobHandlers = {
      "media.thumbnail": wait,
      "media.variants": wait,
      "media.collect": wait,
      "dp.render": wait,
      "campaign.preview": wait,
      "campaign.trending": wait,
      "dp.sweep": wait,
      "batch.row": wait,
    };
    const jobs = createInProcessQueue(handlers, { error: () => undefined });
    await ensureRenderQueueRoom(jobs);
    // One job runs and holds the rest back: LIMIT of them wait behind it.
    for (let i = 0; i <= RENDER_QUEUE_LIMIT; i += 1) await jobs.enqueue("dp.render", { renderId: randomBytes(32).toString("hex") });
    const refusal = await ensureRenderQueueRoom(jobs).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(HttpError);
    expect(refusal).toMatchObject({ statusCode: 503, message: MESSAGES.rendersBusy, headers: { "retry-after": String(RENDER_RETRY_AFTER_SECONDS) } });
    release();
    await jobs.idle();
    await expect(ensureRenderQueueRoom(jobs)).resolves.toBeUndefined();
    await jobs.close();
  });
});
