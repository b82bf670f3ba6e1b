/**
 * Writes the web app manifest's icons (web/public/icons) from the site's artwork, the 180 px
 * apple-touch-icon: 192 and 512 px, and a 512 px maskable one. Run after changing the artwork:
 *
 *   node --import tsx scripts/make-app-icons.ts
 */
import { mkdir } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";

const WEB_PUBLIC = path.resolve(import.meta.dirname, "../web/public");
const ARTWORK = path.join(WEB_PUBLIC, "apple-touch-icon.png");
const OUT = path.join(WEB_PUBLIC, "icons");

async function main(): Promise<void> {
  await mkdir(OUT, { recursive: true });
  const artwork = sharp(ARTWORK);
  const icons = [
    { name: "icon-192.png", size: 192 },
    { name: "icon-512.png", size: 512 },
    // The artwork's gradient is full bleed and its mark reaches no further than 32% of the width
    // from the centre, inside the 40% circle Android's masks keep: it is maskable as it is.
    { name: "icon-maskable-512.png", size: 512 },
  ];
  // A palette of 256 colours: Chrome fetches the 192 px icon on a page's first load to judge it
  // installable, and the gradient looks the same at a third of the bytes.
  for (const { name, size } of icons) {
    await artwork.clone().resize(size, size, { kernel: "lanczos3" }).png({ compressionLevel: 9, palette: true, quality: 95 }).toFile(path.join(OUT, name));
  }
}

await main();
