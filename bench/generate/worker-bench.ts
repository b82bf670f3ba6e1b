import { availableParallelism } from "node:os";
import { sceneRenderOptions } from "@twend/composition/testing";
import { createRenderPool, runRenderTask, type RenderTask } from "@twend/jobs";
import { benchScene } from "../compose/scenes.ts";
import { ratio } from "../compose/stats.ts";
import type { BenchSection } from "./section.ts";

const RENDERS = 48;

/**
 * Server renders per second per core through the render processes the worker
 * uses, against the same renders called directly in this process, one at a
 * time (what one core can do with no hand-over at all).
 */
export const workerThroughputSection: BenchSection = {
  name: "worker",
  title: `Worker: 1080x1080 DP renders through the render processes (one per core), ${RENDERS} renders`,
  async run() {
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
