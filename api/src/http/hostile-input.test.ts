import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { formatZodError } from "@twend/shared";
import type { z } from "zod";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { restOperations } from "../rest/rest-adapters.ts";
import { TestClient } from "../testing/http-client.ts";
import { fieldsOf, requiredInput } from "../testing/sample-input.ts";
import { SPEC_CALLS } from "../testing/spec-calls.ts";
import { createTestApp, type TestApp } from "../testing/test-app.ts";
import { appRouter } from "../trpc/app-router.ts";

/** What an attacker sends instead of a field's value: text PostgreSQL cannot store, and ids outside its integer. */
const HOSTILE: ReadonlyArray<{ label: string; value: string | number; inUrl: string }> = [
  { label: "a NUL byte", value: "a\0b", inUrl: "a%00b" },
  // A lone surrogate has no UTF-8 form: in a URL it can only come as its would-be bytes.
  { label: "a lone surrogate", value: "a\ud800b", inUrl: "a%ED%A0%80b" },
  { label: "2147483648", value: 2_147_483_648, inUrl: "2147483648" },
  { label: "-1", value: -1, inUrl: "-1" },
];

interface Procedure {
  _def: { type: "query" | "mutation" | "subscription"; inputs: z.ZodType[] };
}

let t: TestApp;
let webDist: string;
let admin: TestClient;
/** The admin's session, sent as it is by the walks: an answer that sets a cookie must not sign the walk out. */
let adminCookie: string;
/** Valid values of the fields with rules of their own, so that the one hostile field is all that is wrong. */
let byName: Record<string, unknown>;

beforeAll(async () => {
  webDist = await mkdtemp(path.join(tmpdir(), "twend-web-"));
  await writeFile(path.join(webDist, "index.html"), `<!doctype html><html><head><title>Twend</title></head><body><div id="root"></div></body></html>`);
  t = await createTestApp({ webDist }, { ADMIN_EMAILS: "chief@example.com" });
  admin = new TestClient(t.app);
  expect((await admin.post("/api/auth/register", { email: "chief@example.com", password: "correct horse battery", firstName: "C", lastName: "A" })).status).toBe(200);
  const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: { r: 200, g: 30, b: 90 } } })
    .png()
    .toBuffer();
  const dataUrl = `data:image/png;base64,${png.toString("base64")}`;
  const campaign = await admin.post("/api/campaigns", { title: "Hostile", background_image_url: dataUrl });
  expect(campaign.status, JSON.stringify(campaign.body)).toBe(200);
  const post = await admin.post("/api/admin/blog/posts", { title: "Hostile post", content: "<p>Words</p>", is_published: true });
  expect(post.status, JSON.stringify(post.body)).toBe(200);
  const { id, short_id } = campaign.body.data as { id: number; short_id: string };
  const { slug } = post.body.data as { slug: string };
  byName = {
    id,
    campaign_id: id,
    shortId: short_id,
    short_id,
    slug,
    session_id: "hostile-session-0001",
    sessionId: "hostile-session-0001",
    email: "visitor@example.com",
    password: "correct horse battery",
    photo_url: dataUrl,
    image: dataUrl,
    background_image_url: dataUrl,
    page_path: "/",
    path: "/campaign/abc123",
    delete_token: "A".repeat(43),
    avatar_size: 120,
    avatar_color: "#ffffff",
    text_size: 32,
    text_color: "#000000",
    is_active: true,
  };
  adminCookie = admin.cookie ?? "";
  await t.ctx.jobs.idle();
});
afterAll(async () => {
  await t.close();
  await rm(webDist, { recursive: true, force: true });
});

let ip = 0;
/** Every call from a network of its own, so budgets answer none of them before the input is read. */
const fromNewNetwork = () => {
  ip += 1;
  return { "x-forwarded-for": `10.${(ip >> 16) & 255}.${(ip >> 8) & 255}.${ip & 255}` };
};

// At run time the router keeps its procedures flat, under their dotted paths.
const procedureTable = appRouter._def.procedures as unknown as Record<string, Procedure>;
/** The status of one call as the signed-in admin, from a network of its own. */
async function statusOf(method: "GET" | "POST" | "PUT" | "DELETE", url: string, body?: unknown): Promise<number> {
  const res = await t.app.inject({
    method,
    url,
    headers: { "sec-fetch-site": "same-origin", cookie: adminCookie, ...fromNewNetwork(), ...(body === undefined ? {} : { "content-type": "application/json" }) },
    ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
  });
  return res.statusCode;
}

const procedures = Object.entries(procedureTable);

/** Each input of a procedure with one field hostile and the others valid. */
function hostileInputs(schema: z.ZodType) {
  const base = requiredInput(schema, byName);
  return Object.keys(fieldsOf(schema)).flatMap((field) => HOSTILE.map((hostile) => ({ field, hostile, input: { ...base, [field]: hostile.value } })));
}

describe("hostile values never answer 5xx", () => {
  it("the walk fills each procedure's input validly, so a hostile field is all that is wrong", () => {
    const refused = procedures
      .filter(([, procedure]) => procedure._def.inputs[0] !== undefined)
      .map(([name, procedure]) => {
        const schema = procedure._def.inputs[0] as z.ZodType;
        const result = schema.safeParse(requiredInput(schema, byName));
        return result.success ? null : `${name}: ${formatZodError(result.error)}`;
      })
      .filter((failure) => failure !== null);
    expect(refused).toEqual([]);
  });

  it("through every tRPC procedure", async () => {
    const failures: string[] = [];
    for (const [name, procedure] of procedures) {
      const schema = procedure._def.inputs[0];
      if (!schema) continue;
      for (const { field, hostile, input } of hostileInputs(schema)) {
        const json = JSON.stringify(input);
        const status =
          procedure._def.type === "query" ? await statusOf("GET", `/trpc/${name}?input=${encodeURIComponent(json)}`) : await statusOf("POST", `/trpc/${name}`, input);
        if (status >= 500) failures.push(`${name} ${field}=${hostile.label}: ${status}`);
      }
    }
    expect(failures).toEqual([]);
    expect(await statusOf("GET", "/api/admin/check-status"), "the walk stays signed in as the admin").toBe(200);
  }, 300_000);

  it("through every documented REST call declared on a procedure", async () => {
    const failures: string[] = [];
    for (const { procedure: name, binding } of restOperations()) {
      const schema = procedureTable[name]?._def.inputs[0];
      if (!schema) continue;
      const params = [...binding.path.matchAll(/:(\w+)/g)].map((match) => match[1] as string);
      for (const { field, hostile, input } of hostileInputs(schema)) {
        const url = binding.path.replace(/:(\w+)/g, (_, param: string) => (param === field ? hostile.inUrl : encodeURIComponent(String(input[param]))));
        const rest = Object.fromEntries(Object.entries(input).filter(([key]) => !params.includes(key)));
        const status =
          binding.method === "GET" || binding.method === "DELETE"
            ? await statusOf(binding.method, `${url}?${queryOf(rest, field, hostile.inUrl)}`)
            : await statusOf(binding.method, url, rest);
        if (status >= 500) failures.push(`${binding.method} ${binding.path} ${field}=${hostile.label}: ${status}`);
      }
    }
    expect(failures).toEqual([]);
    expect(await statusOf("GET", "/api/admin/check-status"), "the walk stays signed in as the admin").toBe(200);
  }, 300_000);

  it("in the path and query of every documented call, and of the pages, cards and files", async () => {
    const calls = [
      ...SPEC_CALLS,
      ...restOperations().map(({ binding }) => ({ method: binding.method, url: binding.path })),
      ...[
        "/campaign/:shortId",
        "/d/:id",
        "/blog/:slug",
        "/og/campaign/:file",
        "/media/:file",
        "/sitemaps/:file",
        "/newsletter/unsubscribe",
        "/api/user/campaigns/:id/analytics.csv",
      ].map((url) => ({ method: "GET" as const, url })),
      // Signing out reads no input, and would end the walk's session.
    ].filter(({ url }) => url !== "/api/logout");
    const failures: string[] = [];
    for (const { method, url } of calls) {
      for (const hostile of HOSTILE) {
        const query = ["session_id", "source", "search", "q", "category", "token", "v", "page", "limit", "cursor", "days"]
          .map((key) => `${key}=${hostile.inUrl}`)
          .join("&");
        const target = `${url.replace(/:(\w+)/g, () => hostile.inUrl)}?${query}`;
        const body = method === "GET" || method === "DELETE" ? undefined : { email: hostile.value, password: hostile.value, code: hostile.value, title: hostile.value };
        const status = await statusOf(method as "GET" | "POST" | "PUT" | "DELETE", target, body);
        if (status >= 500) failures.push(`${method} ${url} ${hostile.label}: ${status}`);
      }
    }
    expect(failures).toEqual([]);
    expect(await statusOf("GET", "/api/admin/check-status"), "the walk stays signed in as the admin").toBe(200);
  }, 300_000);
});

describe("the issue's hostile inputs", () => {
  const refusal = "must not contain a NUL byte or an unpaired UTF-16 surrogate";
  const visitor = () => new TestClient(t.app);

  it("are refused with a 400 naming the field", async () => {
    const id = byName.id as number;
    const cases: Array<[Promise<{ status: number; body: { error?: string } }>, string]> = [
      [visitor().get("/api/campaigns/a%00b", fromNewNetwork()), `shortId: ${refusal}`],
      [visitor().get("/api/campaigns/all?search=a%00b", fromNewNetwork()), `search: ${refusal}`],
      [visitor().post("/api/track-visit", { session_id: "hostile-session-0001", page_path: "/a\ud800" }, fromNewNetwork()), `page_path: ${refusal}`],
      [visitor().post("/api/contact/submit", { name: "a\0b", email: "a@example.com", subject: "general", message: "Hi" }, fromNewNetwork()), `name: ${refusal}`],
      [
        visitor().post(`/api/campaigns/${id}/report`, { session_id: "hostile-session-0001", reason: "Spam or scam", details: "\ud800" }, fromNewNetwork()),
        `details: ${refusal}`,
      ],
      [
        visitor().post("/api/campaigns/2147483648/report", { session_id: "hostile-session-0001", reason: "Spam or scam" }, fromNewNetwork()),
        "id: id must be at most 2147483647",
      ],
      [
        visitor().post("/api/generate-dp", { campaign_id: 2_147_483_648, photo_url: byName.photo_url, session_id: "hostile-session-0001" }, fromNewNetwork()),
        "campaign_id: campaign_id must be at most 2147483647",
      ],
      [
        visitor().post("/api/track-action", { campaign_id: 2_147_483_648, session_id: "hostile-session-0001", action: "share" }, fromNewNetwork()),
        "campaign_id: campaign_id must be at most 2147483647",
      ],
      [
        visitor().post("/api/shared-dps", { campaign_id: 2_147_483_648, image: byName.image, session_id: "hostile-session-0001" }, fromNewNetwork()),
        "campaign_id: campaign_id must be at most 2147483647",
      ],
      [admin.request("PUT", "/api/admin/campaigns/2147483648", { is_active: false }, fromNewNetwork()), "id: id must be at most 2147483647"],
      [admin.request("GET", "/api/admin/blog/posts/2147483648", undefined, fromNewNetwork()), "id: id must be at most 2147483647"],
      [admin.post("/api/campaigns", { title: "a\0b", background_image_url: byName.background_image_url }, fromNewNetwork()), `title: ${refusal}`],
    ];
    for (const [call, error] of cases) expect(await call).toMatchObject({ status: 400, body: { success: false, error } });
  });

  it("store no upload when the rest of the input is refused", async () => {
    const freshPng = async (red: number) =>
      `data:image/png;base64,${(
        await sharp({ create: { width: 64, height: 64, channels: 3, background: { r: red, g: 1, b: 2 } } })
          .png()
          .toBuffer()
      ).toString("base64")}`;
    await t.ctx.jobs.idle();
    const before = await t.ctx.db.prisma.mediaObject.count();
    const id = byName.id as number;
    const generate = await visitor().post(
      "/api/generate-dp",
      { campaign_id: id, user_name: "Ada\0", photo_url: await freshPng(11), session_id: "hostile-session-0002" },
      fromNewNetwork(),
    );
    expect(generate.status).toBe(400);
    const create = await admin.post("/api/campaigns", { title: "Upload\ud800", background_image_url: await freshPng(12) }, fromNewNetwork());
    expect(create.status).toBe(400);
    const update = await admin.request("PUT", `/api/campaigns/${id}`, { title: "Upload\0", background_image_url: await freshPng(13) }, fromNewNetwork());
    expect(update.status).toBe(400);
    await t.ctx.jobs.idle();
    expect(await t.ctx.db.prisma.mediaObject.count()).toBe(before);
  });
});

/** A query string of the input's fields, the hostile one already encoded as a URL would carry it. */
function queryOf(input: Record<string, unknown>, hostileField: string, hostileInUrl: string): string {
  return Object.entries(input)
    .map(([key, value]) => `${key}=${key === hostileField ? hostileInUrl : encodeURIComponent(String(value))}`)
    .join("&");
}
