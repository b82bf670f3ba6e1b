import { I18nProvider } from "@lingui/react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import type { AdminQueueJobs, Locale } from "@twend/shared";
import { renderToStaticMarkup } from "react-dom/server";
import { Router } from "wouter";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fakeTrpcServer } from "../../../features/admin/fake-trpc-server.ts";
import { readQueueState, writeQueueState } from "../../../features/admin/use-admin-queue.ts";
import { trpc } from "../../../lib/trpc.ts";
import { testI18n } from "../../../testing/test-i18n.ts";
import { QueueScreen } from "./AdminQueuePage.tsx";

const failedJob = {
  id: "42",
  name: "campaign.preview",
  state: "failed" as const,
  created_at: "2026-12-07T10:00:00.000Z",
  started_at: "2026-12-07T10:00:03.000Z",
  finished_at: "2026-12-07T10:00:04.000Z",
  run_at: null,
  attempts: 3,
  max_attempts: 3,
  error: `background ${"a".repeat(64)} is missing from the store`,
};

const answer: AdminQueueJobs = {
  backend: "bullmq",
  lanes: [
    { lane: "main", counts: { waiting: 2, active: 1, delayed: 3, failed: 1, completed: 40 } },
    { lane: "batch", counts: { waiting: 0, active: 0, delayed: 0, failed: 0, completed: 7 } },
  ],
  jobs: [failedJob],
  pagination: { page: 1, limit: 20, total: 1, totalPages: 1 },
};

async function render(locale: Locale, jobs: AdminQueueJobs): Promise<string> {
  vi.stubGlobal(
    "fetch",
    fakeTrpcServer(() => ({ data: jobs })),
  );
  const client = new QueryClient();
  await client.prefetchQuery(trpc.admin.jobQueue.jobs.queryOptions({ lane: "main", state: "failed", page: 1 }));
  const i18n = await testI18n(locale);
  return renderToStaticMarkup(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <Router ssrPath="/admin/jobs">
          <QueueScreen />
        </Router>
      </QueryClientProvider>
    </I18nProvider>,
  );
}

const text = (markup: string) => markup.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");

beforeEach(() => {
  vi.stubGlobal("window", { matchMedia: () => ({ matches: true }), location: { search: "" } });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the job queue screen", () => {
  it("shows both lanes' counts and a failed job with its error, attempts and actions", async () => {
    const shown = text(await render("en", answer));
    for (const expected of [
      "Job Queue",
      "BullMQ on Redis",
      "Main lane",
      "Waiting 2 Active 1 Delayed 3 Failed 1 Completed 40",
      "Batch lane",
      "Waiting 0 Active 0 Delayed 0 Failed 0 Completed 7",
      "Main lane: Failed",
      "campaign.preview",
      failedJob.error,
      "3 of 3",
      "Retry",
      "Remove",
    ]) {
      expect(shown).toContain(expected);
    }
  });

  it("speaks the admin's language", async () => {
    const shown = text(await render("fr", answer));
    for (const expected of ["File des tâches", "Voie principale", "Voie des lots", "Réessayer", "Supprimer", "3 sur 3", "Tentatives"]) expect(shown).toContain(expected);
  });

  it("says so when a state holds no job", async () => {
    const shown = text(await render("en", { ...answer, backend: "in-process", jobs: [], pagination: { page: 1, limit: 20, total: 0, totalPages: 1 } }));
    expect(shown).toContain("No failed jobs");
    expect(shown).toContain("In process (embedded)");
    expect(shown).not.toContain("Retry");
  });
});

describe("the queue screen's address", () => {
  it("reads the lane, state and page, falling back on what it does not know", () => {
    expect(readQueueState(new URLSearchParams(""))).toEqual({ lane: "main", state: "failed", page: 1 });
    expect(readQueueState(new URLSearchParams("lane=batch&state=completed&page=3"))).toEqual({ lane: "batch", state: "completed", page: 3 });
    expect(readQueueState(new URLSearchParams("lane=express&state=stuck&page=-2"))).toEqual({ lane: "main", state: "failed", page: 1 });
  });

  it("leaves defaults out, and goes back to page 1 on another lane or state", () => {
    expect(writeQueueState(new URLSearchParams("page=4"), { state: "waiting" }).toString()).toBe("state=waiting");
    expect(writeQueueState(new URLSearchParams("lane=batch"), { page: 2 }).toString()).toBe("lane=batch&page=2");
    expect(writeQueueState(new URLSearchParams("lane=batch&page=2"), { lane: "main" }).toString()).toBe("");
  });
});
