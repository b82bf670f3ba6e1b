import { type I18n, setupI18n } from "@lingui/core";
import { BATCH_MESSAGES, type Locale, MESSAGES, SCHEMA_MESSAGES } from "@twend/shared";
import { describe, expect, it } from "vitest";
import { loadAllCatalogs } from "./load-catalog.ts";
import { templateMatcher, textTranslator, translateText } from "./translate-text.ts";

/** As the server sets one up: every catalogue, and a text none holds given back as it is. */
async function i18nIn(locale: Locale): Promise<I18n> {
  return setupI18n({ locale, messages: { [locale]: await loadAllCatalogs(locale) }, missing: (_locale, id) => id });
}

const [es, ar, en] = await Promise.all([i18nIn("es"), i18nIn("ar"), i18nIn("en")]);

describe("translateText", () => {
  it("translates a refusal filled from a template, and the field's name when the catalogue holds it", () => {
    expect(translateText(es, "Title must be at most 100 characters")).toBe("El campo Título debe tener como máximo 100 caracteres");
    expect(translateText(ar, "Website must be at most 300 characters")).toBe("يجب ألا يزيد عدد أحرف حقل الموقع الإلكتروني على 300");
    // The API's own field names are no text of the catalogue.
    expect(translateText(es, "avatar_x must be between 0 and 500")).toBe("El campo avatar_x debe estar entre 0 y 500");
  });

  it("translates a catalogue text by its English, and a message with a detail part by part", () => {
    expect(translateText(es, MESSAGES.invalidCredentials)).toBe(es._(MESSAGES.invalidCredentials));
    expect(translateText(es, "Website must be a URL starting with http:// or https://")).toBe("El sitio web debe ser una URL que empiece por http:// o https://");
    expect(translateText(es, `${MESSAGES.notFound}: GET /api/nope`)).toBe(`${es._(MESSAGES.notFound)}: GET /api/nope`);
    expect(translateText(es, `background_image_url: ${MESSAGES.backgroundNotFound}`)).toBe(`background_image_url: ${es._(MESSAGES.backgroundNotFound)}`);
    expect(translateText(es, "avatar_x: avatar_x + avatar_size must be at most 500")).toBe("avatar_x: El campo avatar_x + avatar_size debe ser como máximo 500");
  });

  it("translates a refused batch's problems with their templates, filled with a file's name or a line, keeping the name as it is", () => {
    const translateText = textTranslator(templateMatcher([...Object.values(SCHEMA_MESSAGES), ...Object.values(BATCH_MESSAGES)]));
    expect(translateText(es, "There is no file named grace.png in the ZIP.")).toBe("No hay ningún archivo llamado grace.png en el ZIP.");
    expect(translateText(es, "The CSV file could not be read from line 7 on; check its quotes.")).toBe(
      "No se pudo leer el archivo CSV a partir de la línea 7; revisa sus comillas.",
    );
    expect(translateText(ar, "A batch makes at most 500 DPs; this CSV has 612 rows.")).toBe("تُنشئ الدفعة الواحدة صور عرض بحد أقصى 500؛ وعدد صفوف ملف CSV هذا 612.");
    expect(translateText(en, "There is no file named grace.png in the ZIP.")).toBe("There is no file named grace.png in the ZIP.");
  });

  it("leaves a batch's problems to the API: the SPA's translator knows only the schemas' templates", () => {
    expect(translateText(es, "There is no file named grace.png in the ZIP.")).toBe("There is no file named grace.png in the ZIP.");
  });

  it("leaves any other text as it is", () => {
    for (const text of ["Unsupported Media Type: text/plain", "Too big: expected string to have <=512 characters", "{field} of my own: {x}", ""]) {
      expect(translateText(es, text)).toBe(text);
    }
  });

  it("gives English back word for word", () => {
    for (const text of [
      "Title must be at most 100 characters",
      "limit must be at most 2147483647",
      "session_id may only contain letters, digits, '-' and '_'",
      "Not found: GET /x",
    ]) {
      expect(translateText(en, text)).toBe(text);
    }
  });

  it("gives the text back when the catalogue holding its template has not arrived", () => {
    const early = setupI18n({ locale: "es", messages: { es: {} }, missing: (_locale, id) => id });
    expect(translateText(early, "Title must be at most 100 characters")).toBe("Title must be at most 100 characters");
  });
});
