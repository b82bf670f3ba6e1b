import { renderDp, type RenderDpOptions, type RenderedDp } from "../node/render-dp.ts";
import { makeImage } from "./scene-images.ts";
import type { Scene } from "./scenes.ts";

/** What the server adapter takes to draw a scene: its design and name, and its images encoded as a visitor uploads them. */
export async function sceneRenderOptions(scene: Scene): Promise<RenderDpOptions> {
  return {
    design: scene.design,
    background: await makeImage(scene.background),
    photo: scene.photo ? await makeImage(scene.photo) : null,
    name: scene.name,
    footer: { host: scene.host },
    photoTransform: scene.photoTransform,
  };
}

/** A scene rendered by the server adapter, from its encoded images, as the worker would. */
export async function renderScene(scene: Scene, options: Pick<RenderDpOptions, "mode" | "previewSize" | "format"> = {}): Promise<RenderedDp> {
  return renderDp({ ...(await sceneRenderOptions(scene)), ...options });
}
