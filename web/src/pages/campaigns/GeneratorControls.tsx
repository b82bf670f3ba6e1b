// The controls both layouts place under the preview, each wired to the generator. They live apart
// from the preview so that the wizard's first step, which shows none of them, loads without them.
import type { PhotoTransform } from "@twend/composition";
import { Undo2 } from "lucide-react";
import { Button } from "../../components/ui/Button.tsx";
import { INITIAL_TRANSFORM } from "../../features/generator/generator-state.ts";
import { QUARTER_TURN, rotateBy, rotateTo, zoomTo } from "../../features/generator/photo-transform.ts";
import { twendPhotoWindow } from "../../features/generator/photo-window.ts";
import { adjustHint } from "./adjust-texts.ts";
import { GenerateError } from "./GenerateError.tsx";
import type { GeneratorView } from "./generator-view.ts";
import { RotateControl } from "./RotateControl.tsx";
import { ZoomControl } from "./ZoomControl.tsx";

/** Whether the photo sits as it was picked: nothing for Reset to undo. */
function untouched({ zoom, offsetX, offsetY, rotation = 0 }: PhotoTransform): boolean {
  return zoom === INITIAL_TRANSFORM.zoom && offsetX === 0 && offsetY === 0 && rotation === 0;
}

/** Zoom, rotation and Reset; the preview itself takes drags, pinches, twists, the wheel and keys. */
export function AdjustFor({ view }: { view: GeneratorView }) {
  const { campaign, generator, photo, background } = view;
  const { transform, generating } = generator.state;
  const image = photo.status === "ready" ? photo.image : null;
  const photoWindow = twendPhotoWindow(campaign, background);
  const change = (next: (image: ImageBitmap) => PhotoTransform) => {
    if (image) generator.setTransform(next(image));
  };
  const disabled = !image || generating;
  return (
    <div role="group" aria-label="Adjust your photo" className="flex flex-col gap-4">
      <ZoomControl zoom={transform.zoom} disabled={disabled} onZoom={(zoom) => change((size) => zoomTo(transform, zoom, size, photoWindow))} />
      <RotateControl
        rotation={transform.rotation ?? 0}
        disabled={disabled}
        onRotate={(degrees) => change((size) => rotateTo(transform, degrees, size, photoWindow))}
        onTurn={(direction) => change((size) => rotateBy(transform, direction * QUARTER_TURN, size, photoWindow))}
      />
      <div className="flex items-start justify-between gap-3">
        <p className="pt-1.5 text-xs text-slate-500">{adjustHint(campaign.frame_mode)}</p>
        <Button variant="ghost" size="sm" disabled={disabled || untouched(transform)} onClick={() => change(() => INITIAL_TRANSFORM)} className="shrink-0">
          <Undo2 aria-hidden="true" className="size-4" />
          Reset
        </Button>
      </div>
    </div>
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
