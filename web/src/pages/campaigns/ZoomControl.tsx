import { PHOTO_ZOOM } from "@twend/composition";
import { ZoomIn, ZoomOut } from "lucide-react";
import { useId } from "react";

interface ZoomControlProps {
  zoom: number;
  onZoom: (zoom: number) => void;
  disabled: boolean;
}

/** The 1x-4x photo zoom. */
export function ZoomControl({ zoom, onZoom, disabled }: ZoomControlProps) {
  const id = useId();
  return (
    <div>
      <div className="mb-1.5 flex items-center justify-between">
        <label htmlFor={id} className="text-sm font-medium text-slate-800">
          Zoom
        </label>
        <output htmlFor={id} className="rounded-md bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-700 tabular-nums">
          {zoom.toFixed(1)}x
        </output>
      </div>
      <div className="flex items-center gap-3">
        <ZoomOut aria-hidden="true" className="size-4 shrink-0 text-slate-500" />
        <input
          id={id}
          type="range"
          min={PHOTO_ZOOM.min}
          max={PHOTO_ZOOM.max}
          step={0.05}
          value={zoom}
          disabled={disabled}
          onChange={(event) => onZoom(Number(event.target.value))}
          className="h-6 w-full cursor-pointer accent-brand-600 disabled:cursor-not-allowed"
        />
        <ZoomIn aria-hidden="true" className="size-4 shrink-0 text-slate-500" />
      </div>
    </div>
  );
}
