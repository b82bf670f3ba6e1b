import { describe, expect, it } from "vitest";
import type { JobHandlers } from "../definitions.ts";
import { createInProcessQueue } from "./in-process-queue.ts";
import { IN_PROCESS_RETENTION, JOB_ERROR_MAX, JobJournal } from "./job-journal.ts";

const ALL = { offset: 0, limit: 1000 };

describe("the in-process queue's journal", () => {
  it("shows each job waiting, then running, then done or failed with its error, newest first", async () => {
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const handlers = {
      "campaign.preview": async ({ campaignId }: { campaignId: number }) => {
        await gate;
        if (campaignId === 2) throw new Error("background is missing from the store");
      },
    } as unknown as JobHandlers;
    const queue = createInProcessQueue(handlers, { error: () => undefined });
    for (const campaignId of [1, 2, 3]) await queue.enqueue("campaign.preview", { campaignId }, { jobId: `preview-${campaignId}` });
    await new Promise((r) => setTimeout(r, 10));

    const active = await queue.listJobs("main", "active", ALL);
    expect(active.jobs.map((job) => job.id)).toEqual(["preview-1"]);
    expect(active.counts).toEqual({ waiting: 2, active: 1, delayed: 0, failed: 0, completed: 0 });
    expect((await queue.listJobs("main", "waiting", ALL)).jobs.map((job) => job.id)).toEqual(["preview-3", "preview-2"]);
    expect((await queue.listJobs("batch", "waiting", ALL)).counts.waiting).toBe(0);

    release();
    await queue.idle();
    const failed = await queue.listJobs("main", "failed", ALL);
    expect(failed.jobs).toEqual([
      expect.objectContaining({ id: "preview-2", name: "campaign.preview", attempts: 1, maxAttempts: 1, error: "background is missing from the store" }),
    ]);
    expect((await queue.listJobs("main", "completed", ALL)).jobs.map((job) => job.id)).toEqual(["preview-3", "preview-1"]);
    // Limit 0 reads the counts alone.
    expect(await queue.listJobs("main", "completed", { offset: 0, limit: 0 })).toEqual({
      jobs: [],
      counts: { waiting: 0, active: 0, delayed: 0, failed: 1, completed: 2 },
    });

    expect(await queue.removeJob("main", "preview-2")).toBe(true);
    expect(await queue.removeJob("main", "preview-2")).toBe(false);
    expect(await queue.retryJob("main", "preview-1")).toBe(false);
    expect((await queue.counts("main")).failed).toBe(0);
    await queue.close();
  });

  it("keeps the most recent finished jobs only, and bounds their errors", () => {
    const journal = new JobJournal();
    const total = IN_PROCESS_RETENTION.failed + 5;
    for (let i = 1; i <= total; i += 1) {
      const record = journal.queued(String(i), "dp.sweep", {});
      journal.started(record);
      journal.finished(record, { error: new Error("x".repeat(JOB_ERROR_MAX * 2)) });
    }
    const failed = journal.list("failed", 0, 1);
    expect(failed.counts.failed).toBe(IN_PROCESS_RETENTION.failed);
    expect(failed.jobs[0]?.id).toBe(String(total));
    expect(failed.jobs[0]?.error).toHaveLength(JOB_ERROR_MAX);
    expect(journal.list("failed", IN_PROCESS_RETENTION.failed - 1, 1).jobs[0]?.id).toBe("6");
  });
});
