import type { Browser } from "playwright-core";
import { expect } from "vitest";

/**
 * A creator's account, signed in on a context of its own, publishes `frame` (a PNG with a
 * see-through window) as an overlay Twend that prints the visitor's name in white.
 */
export async function publishOverlayCampaign(browser: Browser, origin: string, frame: Buffer, email: string): Promise<{ id: number; short_id: string }> {
  const context = await browser.newContext();
  try {
    const registered = await context.request.post(`${origin}/api/auth/register`, {
      data: { email, password: "Ribbon-Window-4821", firstName: "Grace", lastName: "Hopper" },
    });
    expect(registered.status(), await registered.text()).toBe(200);
    const created = await context.request.post(`${origin}/api/campaigns`, {
      data: {
        title: "Framed Together",
        category: "Social",
        background_image_url: `data:image/png;base64,${frame.toString("base64")}`,
        frame_mode: "overlay",
        include_text: true,
        text_y: 460,
        text_color: "#ffffff",
      },
    });
    expect(created.status(), await created.text()).toBe(200);
    return ((await created.json()) as { data: { id: number; short_id: string } }).data;
  } finally {
    await context.close();
  }
}
