import { I18nProvider } from "@lingui/react";
import type { Locale } from "@twend/shared";
import { renderToStaticMarkup } from "react-dom/server";
import { Router } from "wouter";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ownerCampaignFixture } from "../../testing/owner-campaign-fixture.ts";
import { testI18n } from "../../testing/test-i18n.ts";
import { OwnerCampaignCard } from "./OwnerCampaignCard.tsx";

function cardMarkup(overrides: Parameters<typeof ownerCampaignFixture>[0], i18n: Awaited<ReturnType<typeof testI18n>>): string {
  return renderToStaticMarkup(
    <I18nProvider i18n={i18n}>
      <Router ssrPath="/">
        <OwnerCampaignCard campaign={ownerCampaignFixture(overrides)} onDelete={() => {}} />
      </Router>
    </I18nProvider>,
  );
}

async function shown(overrides: Parameters<typeof ownerCampaignFixture>[0], locale: Locale = "en"): Promise<string> {
  return cardMarkup(overrides, await testI18n(locale))
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}

beforeEach(() => {
  vi.stubGlobal("window", { location: { origin: "https://twend.test" } });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe("a Twend's dashboard card", () => {
  it("shows its figures with their units, one of them in the singular", async () => {
    const text = await shown({ total_views: 12_345, total_downloads: 1 });
    expect(text).toContain("Views 12,345 views");
    expect(text).toContain("Generations 1 generation");
    expect(text).toContain("Created Jan 1, 2026");
  });

  it("writes its figures and dates in the language shown", async () => {
    const text = await shown({ total_views: 12_345 }, "fr");
    // The text's spaces are normalised, French's narrow no-break space among them.
    expect(text).toContain("12 345");
    expect(text).toContain("1 janv. 2026");
  });

  it("leads to the Twend's team DPs, named for screen readers with the title", async () => {
    const markup = cardMarkup({ id: 42, title: "Vote 2026" }, await testI18n());
    expect(markup).toMatch(/<a[^>]*href="\/dashboard\/twends\/42\/batch"[^>]*>.*?Team DPs.*?for Vote 2026.*?<\/a>/);
  });
});
