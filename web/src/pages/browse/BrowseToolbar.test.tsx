import { I18nProvider } from "@lingui/react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { testI18n } from "../../testing/test-i18n.ts";
import { DEFAULT_BROWSE_STATE } from "./browse-params.ts";
import { BrowseToolbar } from "./BrowseToolbar.tsx";

describe("the browse toolbar", () => {
  it("offers every category and sort under the spec's names", async () => {
    const markup = renderToStaticMarkup(
      <I18nProvider i18n={await testI18n()}>
        <BrowseToolbar state={{ ...DEFAULT_BROWSE_STATE, category: "Art & Culture" }} onSearch={() => {}} onChange={() => {}} />
      </I18nProvider>,
    );
    expect(markup).toContain('placeholder="Search Twends"');
    expect(markup).toContain('<option value="">All Categories</option>');
    expect(markup).toMatch(/<option value="Art &amp; Culture"[^>]*>Art &amp; Culture<\/option>/);
    expect(markup).toMatch(/<option value="trending"[^>]*>Most Trending<\/option>/);
    expect(markup).toContain(">Sort by</label>");
  });
});
