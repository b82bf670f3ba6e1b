import { makeImage } from "@twend/composition/testing";
import type { BrowserContextOptions, Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { useAppUnderTest } from "./support/app-under-test.ts";
import { DESKTOP, PHONE } from "./support/devices.ts";

const app = useAppUnderTest();

// A portrait frame with a rounded transparent window (14% inset, down to 72% of the height) and an opaque ribbon across it,
// as Canva or Photoshop export one; and an opaque banner of the same kind.
const FRAME = { width: 1080, height: 1350 } as const;
let frame: Buffer;
let opaque: Buffer;

beforeAll(async () => {
  [frame, opaque] = await Promise.all([
    makeImage({ ...FRAME, kind: "frame", seed: 2, format: "png" }),
    makeImage({ width: 1200, height: 900, kind: "background", seed: 1, format: "png" }),
  ]);
});

const NOTICE = "This design has a transparent window: use it as a frame over the photo?";

interface OwnedCampaign {
  id: number;
  short_id: string;
  frame_mode: string;
}

async function signUpInto(page: Page, target: string): Promise<void> {
  await page.goto(`${app.server.origin}/auth?action=signup&redirect=${target}`);
  await page.getByRole("tab", { name: "Sign Up", selected: true }).waitFor();
  await page.getByLabel("First name", { exact: true }).fill("Ada");
  await page.getByLabel("Last name", { exact: true }).fill("Lovelace");
  await page.getByLabel("Email", { exact: true }).fill(`frames-${Date.now()}-${Math.round(Math.random() * 1e6)}@example.com`);
  await page.getByLabel("Password", { exact: true }).fill("Analytical-Frame-1843");
  await page.getByLabel("Confirm password", { exact: true }).fill("Analytical-Frame-1843");
  await page.getByRole("button", { name: "Create Account" }).click();
  await page.waitForURL((url) => url.pathname === target);
}

async function upload(page: Page, name: string, buffer: Buffer): Promise<void> {
  await page.locator('input[type="file"]').setInputFiles({ name, mimeType: "image/png", buffer });
}

/** The Twend as its owner's list (GET /api/user/campaigns) returns it. */
async function ownedCampaign(page: Page, id: number): Promise<OwnedCampaign> {
  const list = await page.evaluate(async () => {
    const response = await fetch("/api/user/campaigns", { headers: { Accept: "application/json" } });
    return { status: response.status, body: (await response.json()) as { data: OwnedCampaign[] } };
  });
  expect(list.status).toBe(200);
  const found = list.body.data.find((campaign) => campaign.id === id);
  if (!found) throw new Error(`Twend ${id} is not in the user's list`);
  return found;
}

async function createdCampaign(page: Page, submit: () => Promise<void>): Promise<{ id: number; short_id: string }> {
  const created = page.waitForResponse((r) => new URL(r.url()).pathname === "/trpc/studio.create");
  await submit();
  const response = await created;
  const body = (await response.json()) as { result: { data: { id: number; short_id: string } } };
  expect(response.status(), JSON.stringify(body)).toBe(200);
  return body.result.data;
}

/** The frame style radio (the "Frame style" group's native inputs). */
function frameStyle(page: Page, label: "Photo slot" | "Frame over photo") {
  return page.getByRole("group", { name: "Frame style", exact: true }).getByRole("radio", { name: label, exact: true });
}

/** The design canvas once the composition code has drawn the background on it (a fresh canvas is 300 px wide). */
async function drawnCanvas(page: Page): Promise<void> {
  await page.getByRole("application", { name: /Design preview/ }).waitFor();
  await page.getByText("Loading preview...").waitFor({ state: "hidden" });
  await page.waitForFunction(`(document.querySelector('canvas[role="application"]')?.width ?? 300) !== 300`);
}

/**
 * The preview's pixel in the middle of the frame's window (x 50%, y 43% of the artwork): under a frame it is the sample
 * photo's head (#94a3b8); in a slot design nothing is drawn there, so it stays see-through.
 */
async function windowPixel(page: Page): Promise<number[]> {
  await drawnCanvas(page);
  // A string: this package is type-checked without the DOM library.
  return page.evaluate(`(() => {
    const canvas = document.querySelector('canvas[role="application"]');
    const artworkHeight = canvas.width * ${FRAME.height / FRAME.width};
    return Array.from(canvas.getContext("2d").getImageData(Math.round(canvas.width / 2), Math.round(artworkHeight * 0.43), 1, 1).data);
  })()`);
}

function expectSamplePhoto(pixel: number[]): void {
  const [r = 0, g = 0, b = 0, a = 0] = pixel;
  expect(a).toBe(255);
  expect(Math.abs(r - 0x94) + Math.abs(g - 0xa3) + Math.abs(b - 0xb8), `pixel ${pixel.join(",")}`).toBeLessThan(12);
}

async function newPage(options: BrowserContextOptions) {
  const context = await app.browser.newContext(options);
  return { context, page: await context.newPage() };
}

describe("the studio's frame style", () => {
  it("at 1280x800: proposes a frame over the photo for a PNG with a transparent window, publishes it, and the editor keeps it", async () => {
    const { context, page } = await newPage(DESKTOP);
    await signUpInto(page, "/create");
    await page.getByRole("heading", { name: "Create a Twend", level: 1 }).waitFor();
    await page.getByLabel("Title", { exact: true }).fill("Desktop frame");

    // Nothing is proposed before there is artwork, and the frame style needs one with a window.
    expect(await frameStyle(page, "Frame over photo").isDisabled()).toBe(true);
    await upload(page, "frame.png", frame);
    await page.getByText(NOTICE).waitFor();
    expect(await frameStyle(page, "Frame over photo").isChecked()).toBe(true);
    await page.getByText("We set it up that way").waitFor();
    expectSamplePhoto(await windowPixel(page));
    // The slot cannot be moved under a frame: its controls are off and the preview has no slot to pick.
    expect(await page.getByLabel("Avatar size").isDisabled()).toBe(true);
    expect(await page.getByRole("group", { name: "Element to move" }).getByRole("radio", { name: "Photo slot" }).isDisabled()).toBe(true);

    // Keep photo slot, then the control back to the frame: keyboard and clicks both reach it.
    await page.getByRole("button", { name: "Keep photo slot" }).click();
    await page.getByText(NOTICE).waitFor({ state: "hidden" });
    expect(await frameStyle(page, "Photo slot").isChecked()).toBe(true);
    expect((await windowPixel(page))[3]).toBe(0);
    await frameStyle(page, "Photo slot").focus();
    await page.keyboard.press("ArrowRight");
    expect(await frameStyle(page, "Frame over photo").isChecked()).toBe(true);
    expectSamplePhoto(await windowPixel(page));

    const created = await createdCampaign(page, () => page.getByRole("button", { name: "Create Twend" }).click());
    await page.getByText("Your Twend is live").waitFor();
    expect((await ownedCampaign(page, created.id)).frame_mode).toBe("overlay");

    // The editor opens on the stored style, without asking again; saving leaves it as it is.
    await page.goto(`${app.server.origin}/edit/${created.id}`);
    await page.getByRole("heading", { name: "Edit Twend", level: 1 }).waitFor();
    await drawnCanvas(page);
    expect(await frameStyle(page, "Frame over photo").isChecked()).toBe(true);
    expect(await page.getByText(NOTICE).count()).toBe(0);
    expectSamplePhoto(await windowPixel(page));

    // Opaque artwork in its place: a photo slot, and the frame style says why it cannot be a frame.
    await upload(page, "banner.png", opaque);
    await page.getByText("this image has none").waitFor();
    expect(await frameStyle(page, "Photo slot").isChecked()).toBe(true);
    expect(await frameStyle(page, "Frame over photo").isDisabled()).toBe(true);
    const saved = page.waitForResponse((r) => new URL(r.url()).pathname === "/trpc/studio.update");
    await page.getByRole("button", { name: "Save Changes" }).click();
    expect((await saved).status()).toBe(200);
    await page.waitForURL((url) => url.pathname === "/dashboard");
    expect((await ownedCampaign(page, created.id)).frame_mode).toBe("slot");
    await context.close();
  });

  it("at 390x844: the wizard proposes the frame on the design step, publishes it as overlay, and an opaque background stays a slot", async () => {
    const { context, page } = await newPage(PHONE);
    await signUpInto(page, "/create");
    await page.getByText("Step 1 of 4 · Details").waitFor();
    await page.getByLabel("Title", { exact: true }).fill("Phone frame");
    await page.getByRole("button", { name: "Continue" }).click();
    await page.getByText("Step 2 of 4 · Media").waitFor();
    await upload(page, "frame.png", frame);

    // Picking the artwork moves on to the design, where the notice sits above the preview, in view.
    await page.getByText("Step 3 of 4 · Design").waitFor();
    const notice = page.getByRole("group", { name: NOTICE });
    await notice.waitFor();
    expect(await notice.isVisible()).toBe(true);
    const box = await notice.boundingBox();
    if (!box) throw new Error("The notice is not laid out");
    expect(box.y + box.height).toBeLessThan(PHONE.viewport.height);
    await page.getByRole("button", { name: "Use as frame" }).click();
    await page.getByText(NOTICE).waitFor({ state: "hidden" });
    // The answer leaves the keyboard on the choice it made.
    expect(await page.evaluate(`[document.activeElement?.value, document.activeElement?.closest("fieldset")?.querySelector("legend")?.textContent]`)).toEqual([
      "overlay",
      "Frame style",
    ]);
    expectSamplePhoto(await windowPixel(page));

    await page.getByRole("button", { name: "Continue" }).click();
    await page.getByText("Step 4 of 4 · Publish").waitFor();
    await page.getByText("Frame over photo", { exact: true }).waitFor();
    const created = await createdCampaign(page, () => page.getByRole("button", { name: "Create Twend" }).click());
    await page.getByText("Your Twend is live").waitFor();
    expect((await ownedCampaign(page, created.id)).frame_mode).toBe("overlay");

    // Create Another with opaque artwork: no notice, a photo slot, published as one.
    await page.getByRole("button", { name: "Create Another" }).click();
    await page.getByText("Step 1 of 4 · Details").waitFor();
    await page.getByLabel("Title", { exact: true }).fill("Phone banner");
    await page.getByRole("button", { name: "Continue" }).click();
    await upload(page, "banner.png", opaque);
    await page.getByText("Step 3 of 4 · Design").waitFor();
    await drawnCanvas(page);
    await page.getByText(/^Photo slot at \d+, \d+/).waitFor();
    expect(await page.getByText(NOTICE).count()).toBe(0);
    expect(await frameStyle(page, "Photo slot").isChecked()).toBe(true);
    expect(await frameStyle(page, "Frame over photo").isDisabled()).toBe(true);
    await page.getByRole("button", { name: "Continue" }).click();
    await page.getByText("Step 4 of 4 · Publish").waitFor();
    const banner = await createdCampaign(page, () => page.getByRole("button", { name: "Create Twend" }).click());
    expect((await ownedCampaign(page, banner.id)).frame_mode).toBe("slot");
    await context.close();
  });
});
