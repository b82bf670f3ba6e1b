import { renderDp, type RenderDpOptions, type RenderedDp } from "../node/render-dp.ts";
import { makeImage } from "./scene-images.ts";
import type { Scene } from "./scenes.ts";

/** A scene rendered by the server adapter, from its encoded images, as the worker would. */
export async function renderScene(scene: Scene, options: Pick<RenderDpOptions, "mode" | "previewSize" | "format"> = {}): Promise<RenderedDp> {
  return renderDp({
    design: scene.design,
    background: await makeImage(scene.background),
    photo: scene.photo ? await makeImage(scene.photo) : null,
    name: scene.name,
    footer: { host: scene.host },
    photoTransform: scene.photoTransform,
    ...options,
  });
}
