import { I18nProvider } from "@lingui/react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Router } from "wouter";
import { testI18n } from "../../testing/test-i18n.ts";
import { DEFAULT_BROWSE_STATE } from "./browse-params.ts";
import { BrowseToolbar } from "./BrowseToolbar.tsx";

describe("the browse toolbar", () => {
  it("offers every category and sort under the spec's names", async () => {
    const markup = renderToStaticMarkup(
      <QueryClientProvider client={new QueryClient()}>
        <I18nProvider i18n={await testI18n()}>
          <Router ssrPath="/browse">
            <BrowseToolbar state={{ ...DEFAULT_BROWSE_STATE, category: "Art & Culture" }} onSearch={() => {}} onChange={() => {}} />
          </Router>
        </I18nProvider>
      </QueryClientProvider>,
    );
    expect(markup).toContain('placeholder="Search Twends"');
    // A combobox whose suggestion list waits, closed, for typing.
    expect(markup).toMatch(/<input[^>]*role="combobox"[^>]*aria-expanded="false"[^>]*aria-controls="([^"]+)"[^>]*aria-autocomplete="list"/);
    expect(markup).toMatch(/<ul id="[^"]+" role="listbox" aria-label="Suggestions" hidden=""/);
    expect(markup).toContain('<option value="">All Categories</option>');
    expect(markup).toMatch(/<option value="Art &amp; Culture"[^>]*>Art &amp; Culture<\/option>/);
    expect(markup).toMatch(/<option value="trending"[^>]*>Most Trending<\/option>/);
    expect(markup).toContain(">Sort by</label>");
  });
});
