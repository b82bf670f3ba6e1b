import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { type Locale, MESSAGES, SCHEMA_FIELDS, SCHEMA_MESSAGES } from "@twend/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PAGE_TEXTS } from "../http/page-texts.ts";
import { TestClient, signedUpCreator } from "../testing/http-client.ts";
import { solidPngDataUrl } from "../testing/sample-campaign.ts";
import { createTestApp, type TestApp } from "../testing/test-app.ts";
import { i18nFor } from "./server-i18n.ts";

let t: TestApp;
let webDist: string;
let background: string;

const SHELL = `<!doctype html><html lang="en"><head><meta name="description" content="${PAGE_TEXTS.siteDescription}" /><title>${PAGE_TEXTS.siteTitle}</title></head><body><div id="root"></div></body></html>`;

beforeAll(async () => {
  webDist = await mkdtemp(path.join(tmpdir(), "twend-i18n-"));
  await writeFile(path.join(webDist, "index.html"), SHELL);
  [t, background] = await Promise.all([createTestApp({ webDist }), solidPngDataUrl(300, 300, { r: 200, g: 40, b: 40 })]);
});
afterAll(async () => {
  await t.close();
  await rm(webDist, { recursive: true, force: true });
});

const page = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: "GET", url, headers });
const htmlTag = (body: string) => /<html[^>]*>/.exec(body)?.[0];
const titleOf = (body: string) => /<title>([^<]*)<\/title>/.exec(body)?.[1];

describe("pages served in the visitor's language", () => {
  it("follow the browser's languages, with the direction and the generic title and description translated", async () => {
    const arabic = await page("/profile", { "accept-language": "de-DE, ar-EG;q=0.9, en;q=0.5" });
    expect(htmlTag(arabic.body)).toBe('<html data-theme="system" lang="ar" dir="rtl" data-locale="ar">');
    const title = i18nFor("ar")._(PAGE_TEXTS.siteTitle);
    expect(title).not.toBe(PAGE_TEXTS.siteTitle);
    expect(titleOf(arabic.body)).toBe(title);
    expect(arabic.body).toContain(i18nFor("ar")._(PAGE_TEXTS.siteDescription));
    expect(arabic.headers.vary).toContain("Accept-Language");

    const unknown = await page("/profile", { "accept-language": "de, nl" });
    expect(htmlTag(unknown.body)).toBe('<html data-theme="system" lang="en" dir="ltr" data-locale="en">');
    expect(titleOf(unknown.body)).toBe(PAGE_TEXTS.siteTitle);
  });

  it("put the visitor's own choice (the switcher's cookie) before the browser's languages", async () => {
    const chosen = await page("/about", { "accept-language": "ar", cookie: "other=1; twend_locale=pt-BR" });
    expect(htmlTag(chosen.body)).toBe('<html data-theme="system" lang="pt-BR" dir="ltr" data-locale="pt-BR">');
    expect(titleOf(chosen.body)).toBe(i18nFor("pt-BR")._("About · Twend"));
    expect(titleOf(chosen.body)).not.toBe("About · Twend");
    // A cookie naming no language of the app is no choice.
    const bogus = await page("/about", { "accept-language": "tr", cookie: "twend_locale=xx" });
    expect(htmlTag(bogus.body)).toContain('lang="tr"');
  });

  it("open a Twend's page in the language its creator set, unless the visitor chose one", async () => {
    const c = await signedUpCreator(t.app, "polyglot");
    const created = await c.post("/api/campaigns", { title: "Hari Bumi", background_image_url: background, category: "Movement", locale: "id" });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const { id, short_id: shortId } = created.body.data as { id: number; short_id: string };
    expect((await t.ctx.db.prisma.campaign.findUniqueOrThrow({ where: { id } })).locale).toBe("id");

    const visitor = await page(`/campaign/${shortId}`, { "accept-language": "en-US" });
    expect(htmlTag(visitor.body)).toContain('lang="id"');
    expect(visitor.body).toContain(i18nFor("id")._(PAGE_TEXTS.campaignDescription, { title: "Hari Bumi" }));
    const chooser = await page(`/campaign/${shortId}`, { "accept-language": "en-US", cookie: "twend_locale=fr" });
    expect(htmlTag(chooser.body)).toContain('lang="fr"');
  });
});

describe("the creator's page language", () => {
  it("round-trips through update and the public read, and is refused when it names no language of the app", async () => {
    const c = await signedUpCreator(t.app, "setter");
    const { id, short_id: shortId } = (await c.post("/api/campaigns", { title: "Auto", background_image_url: background, category: "Movement" })).body.data as {
      id: number;
      short_id: string;
    };
    const read = async () => ((await new TestClient(t.app).get(`/api/campaigns/${shortId}`)).body.data as { locale: unknown }).locale;
    expect(await read()).toBeNull();
    expect((await c.request("PUT", `/api/campaigns/${id}`, { locale: "ar" })).status).toBe(200);
    expect((await t.ctx.db.prisma.campaign.findUniqueOrThrow({ where: { id } })).locale).toBe("ar");
    expect(await read()).toBe("ar");
    const refused = await c.request("PUT", `/api/campaigns/${id}`, { locale: "xx" });
    expect(refused.status).toBe(400);
    expect(refused.body.error).toContain("locale");
    expect((await c.request("PUT", `/api/campaigns/${id}`, { locale: null })).status).toBe(200);
    expect(await read()).toBeNull();
  });
});

describe("the API's messages", () => {
  it("are in the language the client asks for, on REST and tRPC, and the spec's English for a client that asks for none", async () => {
    const credentials = { email: "nobody@example.com", password: "not-the-password" };
    const english = await new TestClient(t.app).post("/api/auth/login", credentials);
    expect(english.body.error).toBe(MESSAGES.invalidCredentials);

    const spanish = i18nFor("es")._(MESSAGES.invalidCredentials);
    expect(spanish).not.toBe(MESSAGES.invalidCredentials);
    const rest = await new TestClient(t.app).post("/api/auth/login", credentials, { "accept-language": "es-MX,es;q=0.9" });
    expect(rest.status).toBe(english.status);
    expect(rest.body.error).toBe(spanish);
    const trpc = await new TestClient(t.app).post("/trpc/account.login", credentials, { "accept-language": "es" });
    expect((trpc.body as { error?: { message: string } }).error?.message).toBe(spanish);
  });

  it("translate each validation message and keep the field names", async () => {
    const c = await signedUpCreator(t.app, "validator");
    const refused = await c.post("/api/campaigns", { title: "", background_image_url: background }, { "accept-language": "fr" });
    expect(refused.status).toBe(400);
    expect(refused.body.error).toContain(`title: ${i18nFor("fr")._(MESSAGES.titleRequired)}`);
  });
});

describe("the shared schemas' own refusals", () => {
  const trpcError = (reply: { body: unknown }) => (reply.body as { error?: { message: string } }).error?.message;
  const tooLongTitle = (locale: Locale) => i18nFor(locale)._(SCHEMA_MESSAGES.tooLong, { field: i18nFor(locale)._(SCHEMA_FIELDS.title), max: 100 });

  it("name the field and its limit in the client's language, and read as they always have in English", async () => {
    const c = await signedUpCreator(t.app, "long-titles");
    const draft = { title: "x".repeat(101), background_image_url: background };
    const english = await c.post("/api/campaigns", draft);
    expect(english.status).toBe(400);
    expect(english.body.error).toBe("title: Title must be at most 100 characters");

    for (const locale of ["es", "ar"] as const) {
      expect(tooLongTitle(locale)).not.toContain("Title");
      const created = await c.post("/api/campaigns", draft, { "accept-language": locale });
      expect(created.status).toBe(400);
      expect(created.body.error).toBe(`title: ${tooLongTitle(locale)}`);
    }
    expect(tooLongTitle("es")).toBe("El campo Título debe tener como máximo 100 caracteres");

    const { id } = (await c.post("/api/campaigns", { title: "Short", background_image_url: background })).body.data as { id: number };
    const renamed = await c.request("PUT", `/api/campaigns/${id}`, { title: draft.title }, { "accept-language": "ar" });
    expect(renamed.status).toBe(400);
    expect(renamed.body.error).toBe(`title: ${tooLongTitle("ar")}`);
  });

  it("translate a refusal with no placeholder on REST and tRPC, and keep the field path", async () => {
    const c = await signedUpCreator(t.app, "websites");
    const profile = { website: "ftp://files.example.com" };
    const english = await c.post("/api/user/profile", profile);
    expect(english.status).toBe(400);
    expect(english.body.error).toBe("website: Website must be a URL starting with http:// or https://");

    const spanish = await c.post("/api/user/profile", profile, { "accept-language": "es" });
    expect(spanish.body.error).toBe(`website: ${i18nFor("es")._(SCHEMA_MESSAGES.websiteUrl)}`);
    expect(spanish.body.error).toBe("website: El sitio web debe ser una URL que empiece por http:// o https://");
    const arabic = await c.post("/trpc/account.updateProfile", profile, { "accept-language": "ar" });
    expect(trpcError(arabic)).toBe(`website: ${i18nFor("ar")._(SCHEMA_MESSAGES.websiteUrl)}`);
    expect(trpcError(arabic)).not.toContain("Website");
  });
});

describe("the SPA's index.html", () => {
  it("carries the generic title and description the server translates", async () => {
    const html = await readFile(path.join(import.meta.dirname, "../../../web/index.html"), "utf8");
    expect(html).toContain(`<title>${PAGE_TEXTS.siteTitle}</title>`);
    expect(html.replace(/\s+/g, " ")).toContain(`content="${PAGE_TEXTS.siteDescription}"`);
  });
});
