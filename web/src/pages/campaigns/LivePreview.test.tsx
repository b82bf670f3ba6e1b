import { I18nProvider } from "@lingui/react";
import { BACKGROUND_VARIANT_SIZES, type PublicCampaign } from "@twend/shared";
import { renderToStaticMarkup, renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { CampaignBackground } from "../../features/generator/generator-state.ts";
import { ownerCampaignFixture } from "../../testing/owner-campaign-fixture.ts";
import { testI18n } from "../../testing/test-i18n.ts";
import { LivePreview } from "./LivePreview.tsx";

// Rendered in Node, where there is no window, document or navigator: the preview's markup is the
// server's, and any use of them while rendering would throw here.

const sample: PublicCampaign = ownerCampaignFixture({
  id: 7,
  background_image_url: "/media/full.png",
  thumbnail_url: "/media/thumb.webp",
  background_width: 1080,
  background_height: 1350,
  background_variants: [
    { url: "/media/v320.webp", width: 320 },
    { url: "/media/v640.webp", width: 640 },
  ],
});

const loading: CampaignBackground = { status: "loading" };
const i18n = await testI18n();

function preview(campaign: PublicCampaign, background: CampaignBackground = loading, render = renderToStaticMarkup): string {
  return render(
    <I18nProvider i18n={i18n}>
      <LivePreview
        campaign={campaign}
        background={background}
        photo={{ status: "none" }}
        name=""
        transform={{ zoom: 1, offsetX: 0, offsetY: 0 }}
        onTransform={() => undefined}
        drawing={null}
        size={320}
      />
    </I18nProvider>,
  );
}

/** The attributes of the one <img> in `html` by their HTML names (case-insensitive, so lower-cased here), or null without one. */
function still(html: string): Record<string, string> | null {
  const tags = html.match(/<img [^>]*>/g) ?? [];
  expect(tags.length).toBeLessThanOrEqual(1);
  const [tag] = tags;
  return tag ? Object.fromEntries([...tag.matchAll(/([a-zA-Z-]+)="([^"]*)"/g)].map(([, key, value]) => [(key ?? "").toLowerCase(), value ?? ""])) : null;
}

describe("live preview before its canvas has drawn", () => {
  it("shows the background's frame-sized WebP copies at once, in the background's own shape, instead of a spinner", () => {
    const html = preview(sample);
    expect(still(html)).toEqual({
      src: "/media/v320.webp",
      srcset: "/media/v320.webp 320w, /media/v640.webp 640w",
      sizes: BACKGROUND_VARIANT_SIZES,
      alt: "",
      width: "1080",
      height: "1350",
      fetchpriority: "high",
      decoding: "async",
      class: "block h-auto w-full",
    });
    expect(html).not.toContain("Loading preview...");
    // The preview keeps its name, carried by the canvas the image stands in for.
    expect(html).toMatch(/<canvas role="img" tabindex="-1" aria-label="Preview of your DP"/);
    expect(html).not.toContain("/media/full.png");
  });

  it("falls back to the thumbnail, then the full background, before the copies are made", () => {
    expect(still(preview({ ...sample, background_variants: [] }))).toMatchObject({ src: "/media/thumb.webp" });
    expect(still(preview({ ...sample, background_variants: [] }))).not.toHaveProperty("srcset");
    expect(still(preview({ ...sample, background_variants: [], thumbnail_url: null }))).toMatchObject({ src: "/media/full.png" });
  });

  it("keeps the spinner only when there is no image at all, and the failure message when the design failed", () => {
    const nothing = preview({ ...sample, background_variants: [], thumbnail_url: null, background_image_url: "" });
    expect(still(nothing)).toBeNull();
    expect(nothing).toContain("Loading preview...");

    const failed = preview(sample, { status: "failed" });
    expect(still(failed)).toBeNull();
    expect(failed).toContain("The Twend&#x27;s design could not be loaded.");
    expect(failed).not.toContain("Loading preview...");
  });

  it("fills the frame when the background's size is unknown", () => {
    const unmeasured = still(preview({ ...sample, background_width: null, background_height: null }));
    expect(unmeasured).toMatchObject({ class: "size-full object-cover" });
    expect(unmeasured).not.toHaveProperty("width");
  });

  it("renders the same markup every time, as hydration needs", () => {
    expect(preview(sample, loading, renderToString)).toBe(preview(sample, loading, renderToString));
  });
});
