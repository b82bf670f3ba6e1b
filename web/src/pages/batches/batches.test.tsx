import { I18nProvider } from "@lingui/react";
import type { BatchDto, Locale } from "@twend/shared";
import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { Router } from "wouter";
import { describe, expect, it } from "vitest";
import { testI18n } from "../../testing/test-i18n.ts";
import { BatchCard } from "./BatchCard.tsx";
import { BatchHeader } from "./BatchHeader.tsx";
import { BatchList } from "./BatchList.tsx";
import { BatchProblems } from "./BatchProblems.tsx";

async function markup(node: ReactNode, locale: Locale = "en"): Promise<string> {
  return renderToStaticMarkup(
    <I18nProvider i18n={await testI18n(locale)}>
      <Router ssrPath="/">{node}</Router>
    </I18nProvider>,
  );
}

async function shown(node: ReactNode, locale: Locale = "en"): Promise<string> {
  return (await markup(node, locale))
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}

function batch(overrides: Partial<BatchDto> = {}): BatchDto {
  return {
    id: "6f1c1a2e-8f0e-4a57-9d3a-0d8f4f3b6a11",
    campaign_id: 7,
    status: "running",
    total: 40,
    done: 10,
    failed: 0,
    created_at: "2026-11-27T10:00:00.000Z",
    finished_at: null,
    seconds_left: 95,
    failures: [],
    download_url: null,
    link_expires_at: null,
    expires_at: "2026-12-04T10:00:00.000Z",
    ...overrides,
  };
}

describe("the batch screen's header", () => {
  it("says what it does, for which Twend, with the way to it", async () => {
    const text = await shown(<BatchHeader campaign={{ title: "Vote 2026", short_id: "vote-2026" }} />);
    expect(text).toContain("Make DPs for a team");
    expect(text).toContain("For Vote 2026 :");
    expect(text).toContain("View Twend");
  });
});

describe("a batch being made", () => {
  it("counts the DPs made of the whole, says the time left, and offers no download yet", async () => {
    const html = await markup(<BatchCard batch={batch()} />);
    const text = await shown(<BatchCard batch={batch()} />);
    expect(text).toContain("Batch of 40 DPs");
    expect(text).toContain("Making DPs");
    expect(text).toContain("10 / 40 DPs made");
    expect(text).toContain("About 2 minutes left");
    expect(text).not.toContain("Download ZIP");
    expect(html).toContain('role="progressbar"');
    expect(html).toContain('aria-valuenow="25"');
    expect(html).toContain('aria-live="polite"');
  });

  it("says it is getting started until the API has an estimate", async () => {
    expect(await shown(<BatchCard batch={batch({ done: 0, seconds_left: null })} />)).toContain("Getting started…");
  });
});

describe("a finished batch", () => {
  const finished = batch({
    status: "done",
    done: 38,
    failed: 2,
    finished_at: "2026-11-27T10:05:00.000Z",
    seconds_left: null,
    failures: [
      { row: 5, name: "Ada Lovelace", message: "This DP could not be made." },
      { row: 9, name: "Grace Hopper", message: "This DP could not be made." },
    ],
    download_url: "/api/batches/6f1c1a2e-8f0e-4a57-9d3a-0d8f4f3b6a11/dps.zip?expires=1&signature=abc",
    link_expires_at: "2026-11-28T10:05:00.000Z",
  });

  it("lists its failed rows by line and name, and links its ZIP as a file to save", async () => {
    const html = await markup(<BatchCard batch={finished} />);
    const text = await shown(<BatchCard batch={finished} />);
    expect(text).toContain("Finished with failures");
    expect(text).toContain("38 / 40 DPs made · 2 failed");
    expect(text).toContain("2 rows could not be made");
    expect(text).toContain("Line 5 Ada Lovelace This DP could not be made.");
    expect(text).toContain("Download ZIP");
    expect(text).toMatch(/Link works until Nov 2[78], 2026/);
    expect(text).toContain("Deleted on Dec 4, 2026 .");
    expect(html).toContain('href="/api/batches/6f1c1a2e-8f0e-4a57-9d3a-0d8f4f3b6a11/dps.zip?expires=1&amp;signature=abc" download=""');
  });

  it("translates the worker's English failure text", async () => {
    const text = await shown(<BatchCard batch={finished} />, "es");
    expect(text).not.toContain("This DP could not be made.");
  });

  it("says when nothing could be made, with no link", async () => {
    const text = await shown(<BatchCard batch={batch({ status: "done", done: 0, failed: 40, seconds_left: null, download_url: null })} />);
    expect(text).toContain("Finished with failures");
    expect(text).toContain("No DP could be made in this batch, so there is nothing to download.");
  });
});

describe("the list of batches", () => {
  it("has an empty state before the first batch", async () => {
    const text = await shown(<BatchList batches={[]} headingRef={null} />);
    expect(text).toContain("Your batches");
    expect(text).toContain("No batches yet");
  });
});

describe("a refused batch", () => {
  it("lists every problem with its line and column", async () => {
    const problems = [
      { row: 3, column: "photo" as const, message: "There is no file named grace.png in the ZIP." },
      { row: 5, column: "name" as const, message: "The name may be at most 100 characters." },
    ];
    const text = await shown(<BatchProblems problems={problems} />);
    expect(text).toContain("Fix these 2 problems");
    expect(text).toContain("Line 3 · photo There is no file named grace.png in the ZIP.");
    expect(text).toContain("Line 5 · name The name may be at most 100 characters.");
  });

  it("shows one problem about no line as a plain message", async () => {
    const text = await shown(
      <BatchProblems problems={[{ row: null, column: null, message: "This Twend already has a batch being made; wait until it is finished." }]} />,
    );
    expect(text).toBe("This Twend already has a batch being made; wait until it is finished.");
  });
});
