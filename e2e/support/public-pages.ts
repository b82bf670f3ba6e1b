import type { Page } from "playwright-core";
import sharp from "sharp";
import { beforeAll, expect } from "vitest";
import type { AppUnderTest } from "./app-under-test.ts";

/** Real records the public pages need: a seeded Twend, a seeded blog post and a shared DP made from that Twend. */
export interface PublicRecords {
  shortId: string;
  blogSlug: string;
  sharedDpId: string;
}

async function json<T>(response: Response): Promise<T> {
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as T;
}

/** Reads the fresh server's seed and publishes one shared DP, as a visitor's Share does. */
export async function preparePublicRecords(origin: string): Promise<PublicRecords> {
  const recent = await json<{ data: { id: number; short_id: string }[] }>(await fetch(`${origin}/api/campaigns/recent`));
  const campaign = recent.data[0];
  if (!campaign) throw new Error("the fresh server seeds Twends");
  const posts = await json<{ data: { slug: string }[] }>(await fetch(`${origin}/api/blog/posts`));
  const post = posts.data[0];
  if (!post) throw new Error("the fresh server seeds blog posts");
  const png = await sharp({ create: { width: 300, height: 330, channels: 3, background: { r: 29, g: 78, b: 216 } } })
    .png()
    .toBuffer();
  const shared = await json<{ data: { id: string } }>(
    await fetch(`${origin}/api/shared-dps`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ campaign_id: campaign.id, image: `data:image/png;base64,${png.toString("base64")}`, session_id: "public-pages-visitor" }),
    }),
  );
  return { shortId: campaign.short_id, blogSlug: post.slug, sharedDpId: shared.data.id };
}

/** The public records of the calling file's app, prepared before its tests run. */
export function usePublicRecords(app: AppUnderTest): () => PublicRecords {
  let records: PublicRecords | undefined;
  beforeAll(async () => {
    records = await preparePublicRecords(app.server.origin);
  }, 120_000);
  return () => {
    if (!records) throw new Error("the public records are prepared in beforeAll");
    return records;
  };
}

/** Every route of web/src/app/AppRoutes.tsx an anonymous visitor can open, with a real record where the path needs one. */
export function publicPaths({ shortId, blogSlug, sharedDpId }: PublicRecords): string[] {
  return [
    "/",
    "/browse",
    `/campaign/${shortId}`,
    `/d/${sharedDpId}`,
    "/blog",
    `/blog/${blogSlug}`,
    "/about",
    "/help",
    "/contact",
    "/privacy",
    "/terms",
    "/demo",
    "/roadmap",
    "/auth",
    "/auth?action=signup",
    "/signin",
    "/forgot-password",
    "/reset-password",
    "/auth/callback",
    "/admin/login",
    "/no-such-page",
  ];
}

/** Waits until the page shows its main heading and the network is quiet, so late requests and renders are seen. */
export async function settle(page: Page): Promise<void> {
  try {
    await page.getByRole("heading", { level: 1 }).first().waitFor();
  } catch (error) {
    const shown = (await page.locator("body").innerText()).replace(/\s+/g, " ").slice(0, 300);
    throw new Error(`${page.url()} shows no main heading; it shows: ${shown}`, { cause: error });
  }
  await page.waitForLoadState("networkidle");
}
