// The controls both layouts place under the preview, each wired to the generator. They live apart
// from the preview so that the wizard's first step, which shows none of them, loads without them.
import { Trans, useLingui } from "@lingui/react/macro";
import type { PhotoTransform, Size } from "@twend/composition";
import ScanFace from "lucide-react/icons/scan-face";
import Undo2 from "lucide-react/icons/undo-2";
import { Button } from "../../components/ui/Button.tsx";
import { INITIAL_TRANSFORM } from "../../features/generator/generator-state.ts";
import type { Drawing } from "../../features/generator/load-drawing.ts";
import { adjustHint } from "./adjust-texts.ts";
import { GenerateError } from "./GenerateError.tsx";
import type { GeneratorView } from "./generator-view.ts";
import { RotateControl } from "./RotateControl.tsx";
import { ZoomControl } from "./ZoomControl.tsx";

/** Whether two transforms place the photo alike. */
function sameTransform(a: PhotoTransform, b: PhotoTransform): boolean {
  return a.zoom === b.zoom && a.offsetX === b.offsetX && a.offsetY === b.offsetY && (a.rotation ?? 0) === (b.rotation ?? 0);
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
  const { transform, phase, face, faceSearch } = generator.state;
  const waits = faceSearch === "waiting";
  // Reset goes back to where the photo started: on its face, once one was found.
  const start = face ?? INITIAL_TRANSFORM;
  const onFace = face && sameTransform(transform, face);
  const image = photo.status === "ready" ? photo.image : null;
  // The maths that keeps the photo in its window comes with the drawing code, which decoded the photo:
  // the controls, shown disabled before there is one, do not fetch it.
  const { drawing } = generator;
  const placing: Placing | null = image && drawing ? { drawing, image, photoWindow: drawing.campaignPhotoWindow(campaign, background) } : null;
  const change = (next: (placing: Placing) => PhotoTransform) => {
    if (placing) generator.setTransform(next(placing));
  };
  const disabled = !placing || phase === "generating";
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
      {/* One row, of one height, from the pick on: the detector's answer changes its words, never the layout. */}
      {generator.state.photo && (
        <div className="flex min-h-12 items-center justify-between gap-3 rounded-lg bg-brand-50 px-3 py-1">
          <p role="status" className="text-sm text-brand-700">
            <FaceStatus face={face} waits={waits} />
          </p>
          {waits ? (
            <Button variant="ghost" size="sm" disabled={phase === "generating"} onClick={generator.findFace} className="shrink-0">
              <ScanFace aria-hidden="true" className="size-4" />
              <Trans>Place on face</Trans>
            </Button>
          ) : !face ? null : onFace ? (
            <Button variant="ghost" size="sm" disabled={disabled} onClick={() => change(() => INITIAL_TRANSFORM)} className="shrink-0">
              <Trans>Whole photo</Trans>
            </Button>
          ) : (
            <Button variant="ghost" size="sm" disabled={disabled} onClick={() => change(() => face)} className="shrink-0">
              <ScanFace aria-hidden="true" className="size-4" />
              <Trans>Place on face</Trans>
            </Button>
          )}
        </div>
      )}
      <div className="flex items-start justify-between gap-3">
        <p className="pt-1.5 text-xs text-slate-500">{i18n._(adjustHint(campaign.frame_mode))}</p>
        <Button variant="ghost" size="sm" disabled={disabled || sameTransform(transform, start)} onClick={() => change(() => start)} className="shrink-0">
          <Undo2 aria-hidden="true" className="size-4 rtl:-scale-x-100" />
          <Trans>Reset</Trans>
        </Button>
      </div>
    </div>
  );
}

/** What the face search has come to, in one line. */
function FaceStatus({ face, waits }: { face: PhotoTransform | null | undefined; waits: boolean }) {
  if (waits) return <Trans>To save data, your face is found only when you ask.</Trans>;
  if (face === undefined) return <Trans>Looking for your face…</Trans>;
  return face ? <Trans>We found your face.</Trans> : <Trans>No face found.</Trans>;
}

export function GenerateProblems({ view }: { view: GeneratorView }) {
  const { generator } = view;
  return (
    <GenerateError
      error={generator.state.error}
      serverFallback={generator.state.serverFallback}
      progress={generator.state.server}
      onServer={() => void generator.generateOnServer()}
    />
  );
}
