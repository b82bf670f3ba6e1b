/** The adjust step's sliders (zoom, rotation) look alike. */
export const SLIDER_CLASSES = "h-6 w-full cursor-pointer accent-brand-600 disabled:cursor-not-allowed";

/** A slider's label with its current value beside it. */
export function SliderHeading({ htmlFor, label, value }: { htmlFor: string; label: string; value: string }) {
  return (
    <div className="mb-1.5 flex items-center justify-between">
      <label htmlFor={htmlFor} className="text-sm font-medium text-slate-800">
        {label}
      </label>
      <output htmlFor={htmlFor} className="rounded-md bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-700 tabular-nums">
        {value}
      </output>
    </div>
  );
}
