// The preview both layouts place, wired to the generator; the controls that follow it are in GeneratorControls.
import { LIMITS } from "@twend/shared";
import type { GeneratorView } from "./generator-view.ts";
import { LivePreview } from "./LivePreview.tsx";

/** The live preview wired to the generator; `size` is its longest side. */
export function AdjustPreview({ view, size }: { view: GeneratorView; size: number }) {
  const { campaign, generator, background, photo } = view;
  return (
    <LivePreview
      campaign={campaign}
      background={background}
      photo={photo}
      name={generator.state.name}
      transform={generator.state.transform}
      onTransform={generator.setTransform}
      drawing={generator.drawing}
      size={size}
    />
  );
}

export const PREVIEW_SIZE = LIMITS.previewSize;
