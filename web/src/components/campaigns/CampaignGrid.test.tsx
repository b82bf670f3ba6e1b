import { I18nProvider } from "@lingui/react";
import type { CampaignListItem } from "@twend/shared";
import type { ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { Router } from "wouter";
import { describe, expect, it } from "vitest";
import { testI18n } from "../../testing/test-i18n.ts";
import { CampaignGrid } from "./CampaignGrid.tsx";
import { GRID_COVER_SIZES } from "./campaign-grid-layout.ts";
import { CampaignList } from "./CampaignList.tsx";

// Rendered in Node, where there is no window or document: this is the server's markup, and any use
// of them while rendering would throw here.

const withCopies: CampaignListItem = {
  id: 1,
  short_id: "vote-2026",
  title: "Vote 2026",
  background_image_url: "/media/full.png",
  thumbnail_url: "/media/thumb.webp",
  total_views: 12,
  category: "Social",
  total_downloads: 3,
  created_at: "2026-01-01T00:00:00.000Z",
  background_variants: [
    { url: "/media/v320.webp", width: 320 },
    { url: "/media/v400.webp", width: 400 },
  ],
};
const notYet: CampaignListItem = { ...withCopies, id: 2, short_id: "fresh", background_variants: [] };
const bare: CampaignListItem = { ...notYet, id: 3, short_id: "bare", thumbnail_url: null };

const SRCSET = "/media/v320.webp 320w, /media/v400.webp 400w";

/** Each cover's attributes, in the order of the cards. */
function covers(markup: string): Array<Record<string, string>> {
  return [...markup.matchAll(/<img ([^>]*?)\/?>/g)].map(([, attributes = ""]) =>
    Object.fromEntries([...attributes.matchAll(/([\w-]+)="([^"]*)"/g)].map(([, name = "", value = ""]) => [name.toLowerCase(), value.replaceAll("&amp;", "&")])),
  );
}

const render = async (element: ReactElement) =>
  covers(
    renderToStaticMarkup(
      <I18nProvider i18n={await testI18n()}>
        <Router ssrPath="/">{element}</Router>
      </I18nProvider>,
    ),
  );

describe("the cards' covers", () => {
  it("offer the background's copies with the home grid's column sizes, lazily, in a square box, and fall back to the thumbnail or the background", async () => {
    const [first, second, third] = await render(<CampaignGrid campaigns={[withCopies, notYet, bare]} ranked label="Trending" />);
    expect(first).toMatchObject({ src: "/media/thumb.webp", srcset: SRCSET, sizes: GRID_COVER_SIZES.compact, loading: "lazy", width: "480", height: "480" });
    expect(first?.class).toContain("object-contain");
    expect(second).toMatchObject({ src: "/media/thumb.webp", loading: "lazy", width: "480", height: "480" });
    expect(second).not.toHaveProperty("srcset");
    expect(second).not.toHaveProperty("sizes");
    expect(third).toMatchObject({ src: "/media/full.png" });
    expect(third).not.toHaveProperty("srcset");
  });

  it("size the browse grid's covers by its own columns", async () => {
    const [cover] = await render(<CampaignGrid campaigns={[withCopies]} detailed label="Browse" />);
    expect(cover).toMatchObject({ srcset: SRCSET, sizes: GRID_COVER_SIZES.detailed });
  });

  it("size the browse list's thumbnails by their fixed box", async () => {
    const [cover, fallback] = await render(<CampaignList campaigns={[withCopies, notYet]} label="Browse" />);
    expect(cover).toMatchObject({ src: "/media/thumb.webp", srcset: SRCSET, sizes: "(min-width: 640px) 96px, 80px", loading: "lazy", width: "192", height: "192" });
    expect(fallback).not.toHaveProperty("srcset");
  });
});
