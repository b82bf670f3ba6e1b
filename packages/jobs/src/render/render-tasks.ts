import { renderDp, type RenderDpOptions } from "@twend/composition/node";
import { drawPreviewCard, type PreviewCardInput } from "./preview-card.ts";

/** The CPU-bound drawing the jobs hand to render processes: pixels in, PNG out, no I/O. */
export type RenderTask = { kind: "dp"; input: RenderDpOptions } | { kind: "preview"; input: PreviewCardInput };

export async function runRenderTask(task: RenderTask): Promise<Buffer> {
  switch (task.kind) {
    case "dp":
      return (await renderDp(task.input)).bytes;
    case "preview":
      return drawPreviewCard(task.input);
  }
}
