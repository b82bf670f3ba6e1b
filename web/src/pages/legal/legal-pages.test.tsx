import { I18nProvider } from "@lingui/react";
import type { Locale } from "@twend/shared";
import type { ComponentType } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { Router } from "wouter";
import { describe, expect, it } from "vitest";
import { testI18n } from "../../testing/test-i18n.ts";
import PrivacyPage from "./PrivacyPage.tsx";
import TermsPage from "./TermsPage.tsx";

async function render(Page: ComponentType, locale: Locale = "en"): Promise<string> {
  const i18n = await testI18n(locale);
  return renderToStaticMarkup(
    <I18nProvider i18n={i18n}>
      <Router ssrPath="/">
        <Page />
      </Router>
    </I18nProvider>,
  );
}

/** The markup's text, tags dropped and entities read, as a visitor's browser shows it. */
function textOf(markup: string): string {
  return markup
    .replace(/<[^>]+>/g, "")
    .replaceAll("&#x27;", "'")
    .replaceAll("&quot;", '"')
    .replaceAll("&amp;", "&");
}

describe("the legal pages", () => {
  it("keep their English texts, with the shared limits and contact details in them", async () => {
    const privacy = textOf(await render(PrivacyPage));
    expect(privacy).toContain("Twend lets creators publish display-picture frames, called Twends, and lets anyone put their own photo and name into one.");
    expect(privacy).toContain("which expires after 30 days. After that the page and the picture are deleted.");
    expect(privacy).toContain("Share pages: 30 days.");
    expect(privacy).toContain("You must be at least 13 years old to create an account. If you believe a child under 13 has given us personal data");
    expect(privacy).toContain("Questions about privacy go to privacy@twend.app; we answer privacy inquiries within 48 hours. For anything else, use the contact page.");
    expect(privacy).toContain("the time the operator sets with RENDER_TTL_HOURS, 24 hours by default");

    const terms = textOf(await render(TermsPage));
    expect(terms).toContain("Legal questions go to legal@twend.app, and we reply within 2 to 3 business days. For everything else, use the contact page.");
    expect(terms).toContain("share pages expire after 30 days. Keep your own copy of anything you want to keep. Our privacy policy explains what we store.");
    expect(terms).toMatch(/Last updated: [A-Z][a-z]+ \d{1,2}, \d{4}/);
  });

  it("keep e-mail addresses left to right inside right-to-left text", async () => {
    const markup = await render(PrivacyPage, "ar");
    expect(markup).toContain('<a href="mailto:privacy@twend.app" dir="ltr">privacy@twend.app</a>');
  });
});
