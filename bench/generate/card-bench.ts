import { makeImage } from "@twend/composition/testing";
import { createRenderPool, type RenderTask } from "@twend/jobs";
import { benchScene } from "../compose/scenes.ts";
import { median, ms } from "../compose/stats.ts";
import { goal, type BenchSection } from "./section.ts";

const CARD_RUNS = 15;
const CARD_WARM_UP = 5;
const CARD_GOAL_MS = 50;

/**
 * The link-preview card is drawn where the worker draws it, in a render
 * process, so the figure includes handing the background over and the PNG
 * back, after a few cards to warm up, as in a process that has been drawing
 * for a while.
 */
export const previewCardSection: BenchSection = {
  name: "card",
  title: `Link-preview card 1200x630 (compose + PNG) in a render process, median of ${CARD_RUNS} after ${CARD_WARM_UP} to warm up`,
  async run() {
    const scene = benchScene(1080);
    const card: RenderTask = {
      kind: "preview",
      input: { design: scene.design, background: await makeImage(scene.background), title: "Clean Rivers Day 2026: show your support", host: scene.host },
    };
    const pool = createRenderPool({ size: 1 });
    try {
      for (let i = 0; i < CARD_WARM_UP; i += 1) await pool.render(card);
      const times: number[] = [];
      for (let i = 0; i < CARD_RUNS; i += 1) {
        const start = performance.now();
        await pool.render(card);
        times.push(performance.now() - start);
      }
      const cardMs = median(times);
      console.log(
        `  ${ms(cardMs)} per card (goal < ${CARD_GOAL_MS} ms: ${goal(cardMs < CARD_GOAL_MS)}); fastest ${ms(Math.min(...times))}, slowest ${ms(Math.max(...times))}`,
      );
    } finally {
      await pool.close();
    }
  },
};
