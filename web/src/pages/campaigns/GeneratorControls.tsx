// The controls both layouts place under the preview, each wired to the generator. They live apart
// from the preview so that the wizard's first step, which shows none of them, loads without them.
import { Trans, useLingui } from "@lingui/react/macro";
import type { PhotoTransform, Size } from "@twend/composition";
import { Undo2 } from "lucide-react";
import { Button } from "../../components/ui/Button.tsx";
import { INITIAL_TRANSFORM } from "../../features/generator/generator-state.ts";
import { useDrawing, type Drawing } from "../../features/generator/load-drawing.ts";
import { adjustHint } from "./adjust-texts.ts";
import { GenerateError } from "./GenerateError.tsx";
import type { GeneratorView } from "./generator-view.ts";
import { RotateControl } from "./RotateControl.tsx";
import { ZoomControl } from "./ZoomControl.tsx";

/** Whether the photo sits as it was picked: nothing for Reset to undo. */
function untouched({ zoom, offsetX, offsetY, rotation = 0 }: PhotoTransform): boolean {
  return zoom === INITIAL_TRANSFORM.zoom && offsetX === 0 && offsetY === 0 && rotation === 0;
}

/** What a change of the photo's placement is worked out from. */
interface Placing {
  drawing: Drawing;
  image: ImageBitmap;
  photoWindow: Size;
}

/** Zoom, rotation and Reset; the preview itself takes drags, pinches, twists, the wheel and keys. */
export function AdjustFor({ view }: { view: GeneratorView }) {
  const { i18n, t } = useLingui();
  const { campaign, generator, photo, background } = view;
  const { transform, generating } = generator.state;
  const image = photo.status === "ready" ? photo.image : null;
  // The maths that keeps the photo in its window comes with the drawing code, which decoded the photo:
  // the controls, shown disabled before there is one, do not fetch it.
  const drawing = useDrawing();
  const placing: Placing | null = image && drawing ? { drawing, image, photoWindow: drawing.twendPhotoWindow(campaign, background) } : null;
  const change = (next: (placing: Placing) => PhotoTransform) => {
    if (placing) generator.setTransform(next(placing));
  };
  const disabled = !placing || generating;
  return (
    <div role="group" aria-label={t`Adjust your photo`} className="flex flex-col gap-4">
      <ZoomControl
        zoom={transform.zoom}
        disabled={disabled}
        onZoom={(zoom) => change(({ drawing, image, photoWindow }) => drawing.zoomTo(transform, zoom, image, photoWindow))}
      />
      <RotateControl
        rotation={transform.rotation ?? 0}
        disabled={disabled}
        onRotate={(degrees) => change(({ drawing, image, photoWindow }) => drawing.rotateTo(transform, degrees, image, photoWindow))}
        onTurn={(direction) => change(({ drawing, image, photoWindow }) => drawing.rotateBy(transform, direction * drawing.QUARTER_TURN, image, photoWindow))}
      />
      <div className="flex items-start justify-between gap-3">
        <p className="pt-1.5 text-xs text-slate-500">{i18n._(adjustHint(campaign.frame_mode))}</p>
        <Button variant="ghost" size="sm" disabled={disabled || untouched(transform)} onClick={() => change(() => INITIAL_TRANSFORM)} className="shrink-0">
          <Undo2 aria-hidden="true" className="size-4 rtl:-scale-x-100" />
          <Trans>Reset</Trans>
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
