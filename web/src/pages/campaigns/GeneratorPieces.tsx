// The preview both layouts place, wired to the generator; the controls that follow it are in GeneratorControls.
import type { PhotoTransform } from "@twend/composition";
import { LIMITS } from "@twend/shared";
import type { GeneratorView } from "./generator-view.ts";
import { LivePreview } from "./LivePreview.tsx";

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

export const PREVIEW_SIZE = LIMITS.previewSize;
