import { useMemo } from "react";
import type { GenerationReport } from "./generation-report.ts";

const logError = (error: unknown) => console.error(error);

/** The report, its code fetched with its first call; calls are made in the order they came. */
function lazyGenerationReport(campaignId: number): GenerationReport {
  let report: Promise<GenerationReport> | null = null;
  const loaded = () =>
    (report ??= import("./generation-report.ts").then(
      ({ createGenerationReport }) => createGenerationReport(campaignId),
      (error: unknown) => {
        // The next report tries the download again.
        report = null;
        throw error;
      },
    ));
  return {
    generated: () => void loaded().then((ready) => ready.generated(), logError),
    downloaded: () => void loaded().then((ready) => ready.downloaded(), logError),
    shared: () => void loaded().then((ready) => ready.shared(), logError),
  };
}

/**
 * What the generator tells the server; every failure, a spent budget
 * included, is only logged, as the DP is the browser's own. Fire-and-forget calls with nothing
 * to show, so they go through the tRPC client the page has already loaded rather than through
 * mutation hooks, and their code comes with the first of them. One report per Twend, kept across
 * renders: it remembers the pending generation.
 */
export function useGenerationReport(campaignId: number): GenerationReport {
  return useMemo(() => lazyGenerationReport(campaignId), [campaignId]);
}
