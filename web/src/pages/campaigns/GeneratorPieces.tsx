// The pieces both layouts place: preview, zoom and the generate errors, each wired to the generator.
import type { PhotoTransform } from "@twend/composition";
import { LIMITS } from "@twend/shared";
import { zoomTo } from "../../features/generator/photo-transform.ts";
import { GenerateError } from "./GenerateError.tsx";
import type { GeneratorView } from "./generator-view.ts";
import { LivePreview } from "./LivePreview.tsx";
import { ZoomControl } from "./ZoomControl.tsx";

/** The live preview wired to the generator; `size` is its longest side. */
export function AdjustPreview({ view, size }: { view: GeneratorView; size: number }) {
  const { campaign, generator, background, photo } = view;
  const image = photo.status === "ready" ? photo.image : null;
  const onTransform = (transform: PhotoTransform) => {
    if (image) generator.setTransform(transform, image);
  };
  return (
    <LivePreview
      campaign={campaign}
      background={background}
      photo={photo}
      name={generator.state.name}
      transform={generator.state.transform}
      onTransform={onTransform}
      size={size}
    />
  );
}

export function ZoomFor({ view }: { view: GeneratorView }) {
  const { generator, photo } = view;
  const image = photo.status === "ready" ? photo.image : null;
  return (
    <ZoomControl
      zoom={generator.state.transform.zoom}
      disabled={!image || generator.state.generating}
      onZoom={(zoom) => image && generator.setTransform(zoomTo(generator.state.transform, zoom, image), image)}
    />
  );
}

export function GenerateProblems({ view }: { view: GeneratorView }) {
  const { generator } = view;
  return (
    <GenerateError
      error={generator.state.error}
      serverFallback={generator.state.serverFallback}
      progress={generator.server}
      onServer={() => void generator.generateOnServer()}
    />
  );
}

export const PREVIEW_SIZE = LIMITS.previewSize;
