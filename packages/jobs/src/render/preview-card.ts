import { createCanvas, type Canvas, type SKRSContext2D } from "@napi-rs/canvas";
import { TWEND_MARK, WHOLE, composeDp, cssFont, frameWindow, type DpDesign } from "@twend/composition";
import { decodeImage, encodeCanvas, loadServerFonts, nodeAlphaCanvas } from "@twend/composition/node";
import { drawSamplePhoto } from "./sample-photo.ts";

/** The size link previews are shown at (Open Graph, Twitter's large card). */
export const PREVIEW_CARD = { width: 1200, height: 630 } as const;
const PAD = 48;
/** The sample photo's longer side in an overlay frame: more than the card ever shows it at. */
const OVERLAY_SAMPLE_SIDE = 800;

export interface PreviewCardInput {
  design: DpDesign;
  /** The Twend's background, encoded as stored. */
  background: Uint8Array;
  title: string;
  /** Shown as 'Add your photo on {host}'. */
  host: string;
}

/** Breaks the title into at most `maxLines` lines that fit `width`, ending with '…' when cut. */
function wrapTitle(ctx: SKRSContext2D, title: string, width: number, maxLines: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of title.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (ctx.measureText(candidate).width <= width || !line) line = candidate;
    else {
      lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  kept[maxLines - 1] = `${kept[maxLines - 1]}…`;
  return kept;
}

/**
 * The sample photo shaped like the window it fills: the square avatar slot, or the whole
 * background of an overlay frame, so the frame is seen over a photo and not over a hole; there the
 * figure stands in the frame's see-through part, wherever the designer put it.
 */
function samplePhotoFor(design: DpDesign, background: Canvas): Canvas {
  if (design.frame_mode !== "overlay") return drawSamplePhoto(400, 400);
  const scale = OVERLAY_SAMPLE_SIDE / Math.max(background.width, background.height);
  const width = background.width * scale;
  const height = background.height * scale;
  const seeThrough = frameWindow(background, nodeAlphaCanvas) ?? WHOLE;
  return drawSamplePhoto(width, height, { x: seeThrough.x * width, y: seeThrough.y * height, width: seeThrough.width * width, height: seeThrough.height * height });
}

/**
 * The Twend's social preview (og:image): its background filling the card,
 * darkened, with the DP as a visitor would get it (a sample photo in the
 * slot, or under an overlay frame) on the left and the title on the right.
 */
export async function drawPreviewCard(input: PreviewCardInput): Promise<Buffer> {
  loadServerFonts();
  const background = await decodeImage(input.background);

  const dpHeight = PREVIEW_CARD.height - 2 * PAD;
  const dp = createCanvas(1, 1);
  composeDp(dp.getContext("2d"), {
    design: input.design,
    background,
    photo: samplePhotoFor(input.design, background),
    name: "Your Name",
    footer: { host: input.host, logo: TWEND_MARK },
    options: { mode: "preview", previewSize: dpHeight },
  });

  const card = createCanvas(PREVIEW_CARD.width, PREVIEW_CARD.height);
  const ctx = card.getContext("2d");
  // The backdrop is darkened to 28% behind the DP and the title: fine resampling there is invisible and
  // took longer than the rest of the drawing together.
  ctx.imageSmoothingQuality = "low";
  // An opaque base, so a background with transparent parts still makes an opaque card.
  ctx.fillStyle = "#0f0a28";
  ctx.fillRect(0, 0, PREVIEW_CARD.width, PREVIEW_CARD.height);
  const cover = Math.max(PREVIEW_CARD.width / background.width, PREVIEW_CARD.height / background.height);
  ctx.drawImage(
    background,
    (PREVIEW_CARD.width - background.width * cover) / 2,
    (PREVIEW_CARD.height - background.height * cover) / 2,
    background.width * cover,
    background.height * cover,
  );
  ctx.fillStyle = "rgba(15, 10, 40, 0.72)";
  ctx.fillRect(0, 0, PREVIEW_CARD.width, PREVIEW_CARD.height);
  const dpY = (PREVIEW_CARD.height - dp.height) / 2;
  ctx.drawImage(dp, PAD, dpY);

  const textX = PAD * 2 + dp.width;
  const textWidth = PREVIEW_CARD.width - textX - PAD;
  ctx.fillStyle = "#ffffff";
  ctx.textBaseline = "top";
  ctx.font = cssFont(60, "Arial");
  const lines = wrapTitle(ctx, input.title, textWidth, 4);
  const lineHeight = 72;
  let y = (PREVIEW_CARD.height - lines.length * lineHeight - 60) / 2;
  for (const line of lines) {
    ctx.fillText(line, textX, y, textWidth);
    y += lineHeight;
  }
  ctx.font = cssFont(30, "Arial");
  ctx.fillStyle = "#f0abfc";
  ctx.fillText(`Add your photo on ${input.host}`, textX, y + 24, textWidth);

  return encodeCanvas(card, "png", { opaque: true });
}
