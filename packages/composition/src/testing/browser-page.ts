import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";
import type { Page, Route } from "playwright-core";
import { BUNDLED_FONT_FILES } from "../font-files.ts";
import type { ArabicShaping, GlyphProbeResult } from "./glyph-probes.ts";
import type { HarnessWindow, PageBenchFigures, PageScene } from "./harness-api.ts";
import { makeImage } from "./scene-images.ts";
import type { Scene } from "./scenes.ts";

// A page in Chromium that composes with @twend/composition/browser. Nothing
// listens on a port: every request of the page is answered by page.route
// (the page, its bundled script, the bundled fonts, the scene images), and
// results come back as POSTed bytes.

const ORIGIN = "http://twend.test";
const require = createRequire(import.meta.url);
const FONT_FILES = new Set(BUNDLED_FONT_FILES.map((font) => font.file));

let bundle: Promise<string> | undefined;

/** The harness and everything it imports, as one browser script (built once per process). */
function harnessScript(): Promise<string> {
  bundle ??= build({
    entryPoints: [fileURLToPath(new URL("./page/harness.ts", import.meta.url))],
    bundle: true,
    format: "esm",
    platform: "browser",
    target: "chrome120",
    write: false,
    charset: "utf8",
    logLevel: "silent",
  }).then((result) => result.outputFiles[0]?.text ?? "");
  return bundle;
}

const PAGE = `<!doctype html><html><head><meta charset="utf-8"><title>composition harness</title>
<script type="module" src="/harness.js"></script></head><body></body></html>`;

export interface ComposePage {
  /** The scene composed by Chromium in full mode: a PNG encoded by the browser. */
  compose(scene: Scene): Promise<{ png: Buffer; width: number; height: number }>;
  bench(scene: Scene, runs: number): Promise<PageBenchFigures>;
  probeGlyphs(): Promise<{ probes: GlyphProbeResult[]; arabic: ArabicShaping }>;
}

export async function openComposePage(page: Page): Promise<ComposePage> {
  const images = new Map<string, Buffer>();
  const results = new Map<string, Buffer>();
  let nextResult = 0;

  await page.route(`${ORIGIN}/**`, (route) => answer(route, images, results));
  await page.goto(`${ORIGIN}/`);
  await page.waitForFunction(() => "twendHarness" in globalThis);

  const toPageScene = async (scene: Scene): Promise<PageScene> => {
    const backgroundUrl = `/images/${scene.id}/background`;
    images.set(backgroundUrl, await makeImage(scene.background));
    let photoUrl: string | null = null;
    if (scene.photo) {
      photoUrl = `/images/${scene.id}/photo`;
      images.set(photoUrl, await makeImage(scene.photo));
    }
    return { design: scene.design, name: scene.name, host: scene.host, photoTransform: scene.photoTransform, backgroundUrl, photoUrl };
  };

  return {
    async compose(scene) {
      const resultUrl = `/results/${nextResult++}`;
      const size = await page.evaluate(([pageScene, url]) => (globalThis as unknown as HarnessWindow).twendHarness.compose(pageScene, url), [
        await toPageScene(scene),
        resultUrl,
      ] as const);
      const png = results.get(resultUrl);
      if (!png) throw new Error(`The page posted no result for ${scene.id}`);
      results.delete(resultUrl);
      return { png, ...size };
    },
    async bench(scene, runs) {
      const pageScene = await toPageScene(scene);
      return page.evaluate(([s, n]) => (globalThis as unknown as HarnessWindow).twendHarness.bench(s, n), [pageScene, runs] as const);
    },
    probeGlyphs() {
      return page.evaluate(() => (globalThis as unknown as HarnessWindow).twendHarness.probeGlyphs());
    },
  };
}

async function answer(route: Route, images: Map<string, Buffer>, results: Map<string, Buffer>): Promise<void> {
  const request = route.request();
  const path = decodeURIComponent(new URL(request.url()).pathname);
  if (path === "/") return route.fulfill({ contentType: "text/html; charset=utf-8", body: PAGE });
  // UTF-8 declared, or the names in the script would turn to mojibake.
  if (path === "/harness.js") return route.fulfill({ contentType: "text/javascript; charset=utf-8", body: await harnessScript() });
  if (path.startsWith("/fonts/")) {
    const file = path.slice("/fonts/".length);
    if (!FONT_FILES.has(file)) return route.fulfill({ status: 404 });
    return route.fulfill({ contentType: "font/woff2", body: await readFile(require.resolve(file)) });
  }
  const image = images.get(path);
  if (image) return route.fulfill({ contentType: "application/octet-stream", body: image });
  if (path.startsWith("/results/") && request.method() === "POST") {
    const body = request.postDataBuffer();
    if (!body) return route.fulfill({ status: 400 });
    results.set(path, body);
    return route.fulfill({ status: 204 });
  }
  return route.fulfill({ status: 404 });
}
