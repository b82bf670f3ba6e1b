// The controls both layouts place under the preview, each wired to the generator. They live apart
// from the preview so that the wizard's first step, which shows none of them, loads without them.
import { zoomTo } from "../../features/generator/photo-transform.ts";
import { GenerateError } from "./GenerateError.tsx";
import type { GeneratorView } from "./generator-view.ts";
import { ZoomControl } from "./ZoomControl.tsx";

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
