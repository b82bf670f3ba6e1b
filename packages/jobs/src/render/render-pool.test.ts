import { makeImage, PARITY_SCENES, renderScene, sceneRenderOptions, type Scene } from "@twend/composition/testing";
import { solidImage } from "@twend/media/testing";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PREVIEW_CARD } from "./preview-card.ts";
import { createRenderPool, RenderProcessError, type RenderPool } from "./render-pool.ts";
import type { RenderTask } from "./render-tasks.ts";

const scene: Scene =
  PARITY_SCENES[0] ??
  (() => {
    throw new Error("no parity scenes");
  })();
let task: RenderTask;

beforeAll(async () => {
  task = { kind: "dp", input: await sceneRenderOptions(scene) };
});

const pools: RenderPool[] = [];
const pool = (...args: Parameters<typeof createRenderPool>) => {
  const created = createRenderPool(...args);
  pools.push(created);
  return created;
};
afterAll(() => Promise.all(pools.map((p) => p.close())));

describe("the render pool", () => {
  it("draws in a child process exactly what the same code draws in process", async () => {
    const p = pool({ size: 1 });
    const [fromChild, inProcess] = await Promise.all([p.render(task), renderScene(scene)]);
    expect(fromChild.equals(inProcess.bytes)).toBe(true);
    expect(p.processesStarted).toBe(1);
  });

  it("draws the 1200x630 link preview card", async () => {
    const p = pool({ size: 1 });
    const png = await p.render({
      kind: "preview",
      input: { design: scene.design, background: await makeImage(scene.background), title: "Clean Rivers Day", host: "twend.test" },
    });
    expect(await sharp(png).metadata()).toMatchObject({ format: "png", width: PREVIEW_CARD.width, height: PREVIEW_CARD.height, channels: 3, hasAlpha: false });
  });

  it("replaces a process after its quota of renders", async () => {
    const p = pool({ size: 1, recycleAfter: 2 });
    const outputs = await Promise.all(Array.from({ length: 5 }, () => p.render(task)));
    expect(new Set(outputs.map((png) => png.toString("base64"))).size).toBe(1);
    expect(p.processesStarted).toBe(3);
  });

  it("draws on as many processes at once as it has slots", async () => {
    const p = pool({ size: 2 });
    await Promise.all([p.render(task), p.render(task)]);
    expect(p.processesStarted).toBe(2);
  });

  it("rejects an unreadable image with the decoder's reason and keeps serving", async () => {
    const p = pool({ size: 1 });
    const broken: RenderTask = { kind: "dp", input: { ...(task.kind === "dp" ? task.input : never()), background: Buffer.from("not an image") } };
    await expect(p.render(broken)).rejects.toThrow(/image/i);
    expect((await p.render(task)).length).toBeGreaterThan(1000);
    expect(p.processesStarted).toBe(1);
  });

  it("kills a render that overruns its time", async () => {
    const p = pool({ size: 1, timeoutMs: 1 });
    await expect(p.render(task)).rejects.toBeInstanceOf(RenderProcessError);
    expect(p.processesStarted).toBe(1);
  });

  it("replaces a process that holds more than its memory bound after a render, and keeps one that does not", async () => {
    // A 4000x4000 DP leaves a render process at 600-750 MB resident (about 250 MB after a small one), peaking near 1 GB.
    const large: RenderTask = {
      kind: "dp",
      input: { ...(task.kind === "dp" ? task.input : never()), background: await solidImage(4000, 4000, { r: 30, g: 90, b: 160 }, "png") },
    };
    const bounded = pool({ size: 1, memoryMb: 400 });
    await bounded.render(large);
    await bounded.render(large);
    expect(bounded.processesStarted).toBe(2);
    const roomy = pool({ size: 1, memoryMb: 4096 });
    await roomy.render(large);
    await roomy.render(large);
    expect(roomy.processesStarted).toBe(1);
  });

  it("lets the render in progress finish on close, and refuses work after", async () => {
    const p = createRenderPool({ size: 1 });
    const inFlight = p.render(task);
    await p.close();
    expect((await inFlight).length).toBeGreaterThan(1000);
    await expect(p.render(task)).rejects.toBeInstanceOf(RenderProcessError);
  });
});

function never(): never {
  throw new Error("the fixture is a dp task");
}
