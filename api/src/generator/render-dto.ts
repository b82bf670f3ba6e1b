import type { MediaLinks } from "@twend/media";
import type { DpRenderDto, RenderStatus } from "@twend/shared";

export function toRenderDto(render: { id: string; status: RenderStatus; result: { hash: string; mimeType: string } | null }, links: MediaLinks): DpRenderDto {
  return {
    render_id: render.id,
    status: render.status,
    result_url: render.status === "done" && render.result ? links.url(render.result.hash, render.result.mimeType) : null,
  };
}
