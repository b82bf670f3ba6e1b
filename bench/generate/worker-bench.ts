import { availableParallelism } from "node:os";
import { makeImage, sceneRenderOptions } from "@twend/composition/testing";
import { createRenderPool, runRenderTask, type RenderTask } from "@twend/worker";
import { benchScene } from "../compose/scenes.ts";
import { median, ms, ratio } from "../compose/stats.ts";
import { goal, type BenchSection } from "./section.ts";

const RENDERS = 48;
const CARD_RUNS = 15;
const CARD_WARM_UP = 5;
const CARD_GOAL_MS = 50;

/**
 * Cards are drawn where the worker draws them, in a render process, so the
 * figure includes handing the background over and the PNG back. This bench's
 * own process has run Chromium and the load generator by now, and drawing in
 * it took up to twice as long as in a fresh process. The card goes first, on
 * a quiet machine, and after a few to warm up, as in a process that has been
 * drawing for a while.
 */
async function cardDrawingMs(): Promise<number> {
  const scene = benchScene(1080);
  const card: RenderTask = { kind: "preview", input: { design: scene.design, background: await makeImage(scene.background), title: "Clean Rivers Day 2026: show your support", host: scene.host } };
  const pool = createRenderPool({ size: 1 });
  try {
    for (let i = 0; i < CARD_WARM_UP; i += 1) await pool.render(card);
    const times: number[] = [];
    for (let i = 0; i < CARD_RUNS; i += 1) {
      const start = performance.now();
      await pool.render(card);
      times.push(performance.now() - start);
    }
    return median(times);
  } finally {
    await pool.close();
  }
}

/**
 * Server renders per second per core through the render processes the worker
 * uses, against the same renders called directly in this process, one at a
 * time (what one core can do with no hand-over at all); and, before them, the
 * link-preview card's drawing time.
 */
export const workerThroughputSection: BenchSection = {
  title: `Worker: 1080x1080 DP renders through the render processes (one per core), ${RENDERS} renders; link-preview card drawn first in a render process of its own, median of ${CARD_RUNS} after ${CARD_WARM_UP} to warm up`,
  async run() {
    const cardMs = await cardDrawingMs();
    console.log(`  link-preview card 1200x630 (compose + PNG, in a render process): ${ms(cardMs)} (goal < ${CARD_GOAL_MS} ms: ${goal(cardMs < CARD_GOAL_MS)})`);

    const cores = availableParallelism();
    const task: RenderTask = { kind: "dp", input: await sceneRenderOptions(benchScene(1080)) };

    await runRenderTask(task);
    const directStart = performance.now();
    for (let i = 0; i < RENDERS / 4; i += 1) await runRenderTask(task);
    const directPerSecond = RENDERS / 4 / ((performance.now() - directStart) / 1000);

    const pool = createRenderPool({ size: cores });
    try {
      // Start-up of the processes is not throughput: one render each first.
      await Promise.all(Array.from({ length: cores }, () => pool.render(task)));
      const start = performance.now();
      await Promise.all(Array.from({ length: RENDERS }, () => pool.render(task)));
      const perSecond = RENDERS / ((performance.now() - start) / 1000);
      console.log(
        `  ${perSecond.toFixed(1)} renders/s on ${cores} cores = ${(perSecond / cores).toFixed(1)} renders/s per core;` +
          ` in process, one at a time: ${directPerSecond.toFixed(1)} renders/s; per-core ratio ${ratio(perSecond / cores / directPerSecond)}`,
      );
    } finally {
      await pool.close();
    }

  },
};
