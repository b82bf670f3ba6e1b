import { useLingui } from "@lingui/react/macro";
import { PHOTO_ZOOM } from "@twend/composition";
import ZoomIn from "lucide-react/icons/zoom-in";
import ZoomOut from "lucide-react/icons/zoom-out";
import { useId } from "react";
import { SLIDER_CLASSES, SliderHeading } from "./SliderHeading.tsx";

interface ZoomControlProps {
  zoom: number;
  onZoom: (zoom: number) => void;
  disabled: boolean;
}

const ONE_DECIMAL = { minimumFractionDigits: 1, maximumFractionDigits: 1 } as const;

/** The 1x-4x photo zoom. */
export function ZoomControl({ zoom, onZoom, disabled }: ZoomControlProps) {
  const { i18n, t } = useLingui();
  const id = useId();
  return (
    <div>
      <SliderHeading htmlFor={id} label={t`Zoom`} value={`${i18n.number(zoom, ONE_DECIMAL)}x`} />
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
          className={SLIDER_CLASSES}
        />
        <ZoomIn aria-hidden="true" className="size-4 shrink-0 text-slate-500" />
      </div>
    </div>
  );
}
