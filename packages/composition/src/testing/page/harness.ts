// The test page's script (bundled by esbuild, see ../browser-page.ts): the
// browser adapter driven from Node through `window.twendHarness`.
import { composeToCanvas, decodeImage, loadBrowserFonts, toPngBlob } from "../../browser/index.ts";
import { TWEND_MARK } from "../../twend-mark.ts";
import { GLYPH_PROBES, PROBE_SIZE, probeArabicShaping, probeCanvas, runGlyphProbe, type ArabicShaping, type GlyphProbeResult } from "../glyph-probes.ts";
import type { HarnessWindow, PageBenchFigures, PageScene, TwendHarness } from "../harness-api.ts";

const fontUrl = (file: string) => `/fonts/${file}`;

async function fetchBlob(url: string): Promise<Blob> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return response.blob();
}

async function decodeScene(scene: PageScene) {
  const [background, photo] = await Promise.all([fetchBlob(scene.backgroundUrl).then(decodeImage), scene.photoUrl ? fetchBlob(scene.photoUrl).then(decodeImage) : null]);
  return { background, photo };
}

function draw(canvas: OffscreenCanvas, scene: PageScene, images: Awaited<ReturnType<typeof decodeScene>>) {
  return composeToCanvas(canvas, {
    design: scene.design,
    background: images.background,
    photo: images.photo,
    name: scene.name,
    footer: { host: scene.host, logo: TWEND_MARK },
    options: { mode: "full", photoTransform: scene.photoTransform },
  });
}

// The PNG is POSTed rather than returned, so its bytes reach Node without base64.
async function compose(scene: PageScene, resultUrl: string): Promise<{ width: number; height: number }> {
  await loadBrowserFonts({ urls: fontUrl, text: scene.name, textFont: scene.design.text_font });
  const images = await decodeScene(scene);
  const canvas = new OffscreenCanvas(1, 1);
  draw(canvas, scene, images);
  const png = await toPngBlob(canvas);
  const response = await fetch(resultUrl, { method: "POST", body: png });
  if (!response.ok) throw new Error(`Posting the result failed: HTTP ${response.status}`);
  return { width: canvas.width, height: canvas.height };
}

async function bench(scene: PageScene, runs: number): Promise<PageBenchFigures> {
  await loadBrowserFonts({ urls: fontUrl, text: scene.name, textFont: scene.design.text_font });
  const decodeStart = performance.now();
  const images = await decodeScene(scene);
  const decodeMs = performance.now() - decodeStart;

  let longestTaskMs = 0;
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) longestTaskMs = Math.max(longestTaskMs, entry.duration);
  });
  observer.observe({ type: "longtask" });

  const composeMs: number[] = [];
  const floorMs: number[] = [];
  const drawMs: number[] = [];
  let size = { width: 0, height: 0 };
  for (let run = 0; run < runs; run++) {
    const start = performance.now();
    const canvas = new OffscreenCanvas(1, 1);
    const { layout } = draw(canvas, scene, images);
    drawMs.push(performance.now() - start);
    await toPngBlob(canvas);
    composeMs.push(performance.now() - start);
    size = { width: layout.width, height: layout.height };

    const floorStart = performance.now();
    const bare = new OffscreenCanvas(layout.width, layout.height);
    const ctx = bare.getContext("2d");
    if (!ctx) throw new Error("No 2D context");
    ctx.drawImage(images.background, 0, 0);
    if (images.photo) ctx.drawImage(images.photo, layout.avatar.x, layout.avatar.y, layout.avatar.width, layout.avatar.height);
    await bare.convertToBlob({ type: "image/png" });
    floorMs.push(performance.now() - floorStart);
  }
  // Long task entries are delivered after the task; give the observer a turn.
  await new Promise((resolve) => setTimeout(resolve, 100));
  observer.disconnect();
  return { ...size, decodeMs, composeMs, floorMs, drawMs, longestTaskMs };
}

/** The glyph probes and the Arabic shaping probe, drawn by Chromium with every bundled font loaded. */
async function probeGlyphs(): Promise<{ probes: GlyphProbeResult[]; arabic: ArabicShaping }> {
  await loadBrowserFonts({ urls: fontUrl });
  const ctx = new OffscreenCanvas(PROBE_SIZE.width, PROBE_SIZE.height).getContext("2d", { willReadFrequently: true });
  if (!ctx) throw new Error("No 2D context");
  const canvas = probeCanvas(ctx);
  return { probes: GLYPH_PROBES.map((probe) => runGlyphProbe(canvas, probe)), arabic: probeArabicShaping(canvas) };
}

const harness: TwendHarness = { compose, bench, probeGlyphs };
Object.assign(window, { twendHarness: harness } satisfies HarnessWindow);
