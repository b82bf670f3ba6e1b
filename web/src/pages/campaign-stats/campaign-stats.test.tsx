import { I18nProvider } from "@lingui/react";
import type { CampaignAnalytics } from "@twend/shared";
import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { Router } from "wouter";
import { describe, expect, it } from "vitest";
import { testI18n } from "../../testing/test-i18n.ts";
import { FunnelCard } from "./FunnelCard.tsx";
import { StatsHeader } from "./StatsHeader.tsx";
import { TopReferrers } from "./TopReferrers.tsx";

const totals: CampaignAnalytics["totals"] = { views: 40, generations: 12, downloads: 1, shares: 3 };

async function shown(node: ReactNode): Promise<string> {
  const markup = renderToStaticMarkup(
    <I18nProvider i18n={await testI18n()}>
      <Router ssrPath="/">{node}</Router>
    </I18nProvider>,
  );
  return markup
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}

describe("a Twend's analytics", () => {
  it("names the window and the ways out", async () => {
    const text = await shown(<StatsHeader campaign={{ id: 7, short_id: "vote-2026", title: "Vote 2026" }} days={30} />);
    expect(text).toBe("Twend analytics · last 30 days Vote 2026 View Twend Export CSV");
  });

  it("words each step of the funnel with its counts", async () => {
    const text = await shown(<FunnelCard totals={totals} />);
    expect(text).toContain("Views to Generations 30.0%");
    expect(text).toContain("12 DPs from 40 views");
    expect(text).toContain("1 download of 12 DPs");
  });

  it("lists the referrers, direct visits by name", async () => {
    const referrers = [
      { source: "twitter.com", views: 3 },
      { source: "direct", views: 1 },
    ];
    const text = await shown(<TopReferrers referrers={referrers} days={30} />);
    expect(text).toContain("Views of the last 30 days by source. Add ?utm_source=… to a link you share to name its channel.");
    expect(text).toContain("twitter.com 3 views · 75.0%");
    expect(text).toContain("Direct or unknown 1 view · 25.0%");
  });
});
