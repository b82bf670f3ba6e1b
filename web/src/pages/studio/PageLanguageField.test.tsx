import { I18nProvider } from "@lingui/react";
import { LOCALES, type Locale } from "@twend/shared";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { testI18n } from "../../testing/test-i18n.ts";
import { PageLanguageField } from "./PageLanguageField.tsx";

const i18n = await testI18n();

function options(value: Locale | null) {
  const html = renderToStaticMarkup(
    <I18nProvider i18n={i18n}>
      <PageLanguageField value={value} onChange={() => undefined} />
    </I18nProvider>,
  );
  return [...html.matchAll(/<option value="([^"]+)"( selected="")?[^>]*>([^<]*)<\/option>/g)].map(([, option, selected, label]) => ({
    option,
    selected: selected !== undefined,
    label,
  }));
}

describe("the page language select", () => {
  it("offers the visitor's own language first, then each language by its own name", () => {
    expect(options(null).map(({ option, label }) => ({ option, label }))).toEqual([
      { option: "auto", label: "Visitor&#x27;s language (automatic)" },
      ...LOCALES.map(({ code, name }) => ({ option: code, label: name })),
    ]);
  });

  it("shows the stored choice, and the automatic one for null", () => {
    expect(options(null).find((entry) => entry.selected)?.option).toBe("auto");
    expect(options("pt-BR").find((entry) => entry.selected)?.option).toBe("pt-BR");
  });
});
