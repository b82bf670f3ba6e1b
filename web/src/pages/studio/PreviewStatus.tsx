import { Trans } from "@lingui/react/macro";
import ImageOff from "lucide-react/icons/image-off";
import ImagePlus from "lucide-react/icons/image-plus";
import { Spinner } from "../../components/ui/Spinner.tsx";

type PreviewProblem = "backgroundFailed" | "unavailable";

/** Laid over the preview box while it cannot show the design (the creator's preview states). */
export function PreviewLoading() {
  return (
    <div role="status" className="absolute inset-0 grid place-items-center rounded-2xl bg-surface/75 backdrop-blur-[2px]">
      <p className="flex items-center gap-2 text-sm font-medium text-slate-700">
        <Spinner className="size-4 text-brand-600" />
        <Trans>Loading preview...</Trans>
      </p>
    </div>
  );
}

export function PreviewFailure({ problem }: { problem: PreviewProblem }) {
  return (
    <div role="status" className="absolute inset-0 grid place-items-center rounded-2xl bg-slate-50 p-6 text-center ring-1 ring-slate-200 ring-inset">
      <div>
        <ImageOff aria-hidden="true" className="mx-auto size-8 text-slate-400" />
        <p className="mt-3 text-sm font-semibold text-slate-800">
          {problem === "backgroundFailed" ? <Trans>Failed to load background image</Trans> : <Trans>Preview unavailable</Trans>}
        </p>
        <p className="mt-1 text-sm text-slate-500">
          <Trans>Settings will still be saved</Trans>
        </p>
      </div>
    </div>
  );
}

/** Before any background is chosen: the preview's place, already the shape of a square design. */
export function PreviewEmpty() {
  return (
    <div className="grid aspect-square w-full place-items-center rounded-2xl border-2 border-dashed border-slate-300 bg-[repeating-conic-gradient(var(--color-slate-100)_0_25%,white_0_50%)] bg-[length:24px_24px] p-6 text-center">
      <div className="rounded-2xl bg-surface/90 px-5 py-4 shadow-sm">
        <ImagePlus aria-hidden="true" className="mx-auto size-8 text-brand-600" />
        <p className="mt-2 text-sm font-semibold text-slate-800">
          <Trans>Your live preview appears here</Trans>
        </p>
        <p className="mt-1 text-sm text-slate-500">
          <Trans>Upload a background to start designing.</Trans>
        </p>
      </div>
    </div>
  );
}
