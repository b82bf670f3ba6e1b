import type { Page } from "playwright-core";

/**
 * Opens a Twend's page and waits until the app has taken over the HTML the server rendered: it
 * then counts the visit's view. A click or a typed name before that lands on markup no script
 * listens to yet.
 */
export async function openCampaignPage(page: Page, url: string, options: Parameters<Page["goto"]>[1] = {}): Promise<void> {
  const takenOver = page.waitForResponse((response) => response.url().includes("/trpc/campaigns.recordView"));
  await page.goto(url, options);
  await takenOver;
}
