// Speed of the DP renderer, server and browser, against floors measured in
// the same run. Prints figures; asserts nothing (speed goals live here, not
// in tests). Run: npm run bench:compose
import { PNG_COMPRESSION_LEVEL } from "@twend/composition/node";
import { benchServer } from "./server-bench.ts";
import { benchBrowser } from "./browser-bench.ts";
import { BENCH_SIZES, benchScene } from "./scenes.ts";
import { median, ms, ratio } from "./stats.ts";

const SERVER_RUNS = 15;
const BROWSER_RUNS = 15;
const SERVER_GOAL = 1.5;
const BROWSER_GOAL = 1.2;

const scenes = BENCH_SIZES.map(benchScene);

console.log(
  `Server: @napi-rs/canvas compose + sharp PNG (compressionLevel ${PNG_COMPRESSION_LEVEL}), floor = sharp PNG of the same RGBA at level 6; medians of ${SERVER_RUNS} runs`,
);
for (const scene of scenes) {
  const f = await benchServer(scene, SERVER_RUNS);
  const r = f.totalMs / f.floorMs;
  console.log(
    `  ${f.width}x${f.height}: compose+encode ${ms(f.totalMs)} (composeDp call ${ms(f.drawMs)}, rasterised during the encode), floor ${ms(f.floorMs)},` +
      ` ratio ${ratio(r)} (goal <= ${SERVER_GOAL}x: ${r <= SERVER_GOAL ? "met" : "NOT met"});` +
      ` PNG ${(f.pngBytes / 1024).toFixed(0)} KiB (level 6: ${(f.level6Bytes / 1024).toFixed(0)} KiB); decode of inputs ${ms(f.decodeMs)}`,
  );
}

console.log(
  `Browser: headless Chromium, composeToCanvas + toPngBlob on an OffscreenCanvas, floor = bare drawImage of background and photo + convertToBlob PNG; medians of ${BROWSER_RUNS} runs`,
);
const browserFigures = await benchBrowser(scenes, BROWSER_RUNS);
for (const f of browserFigures) {
  const composeMs = median(f.composeMs);
  const floorMs = median(f.floorMs);
  const r = composeMs / floorMs;
  const longest = f.longestTaskMs > 0 ? ms(f.longestTaskMs) : "none >= 50 ms";
  console.log(
    `  ${f.width}x${f.height}: compose+PNG ${ms(composeMs)} (synchronous draw ${ms(median(f.drawMs))}), floor ${ms(floorMs)},` +
      ` ratio ${ratio(r)} (goal <= ${BROWSER_GOAL}x: ${r <= BROWSER_GOAL ? "met" : "NOT met"}); longest main-thread task ${longest}; decode of inputs ${ms(f.decodeMs)}`,
  );
}
