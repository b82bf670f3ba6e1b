import { clsx } from "clsx";
import LoaderCircle from "lucide-react/icons/loader-circle";

/** A busy indicator for buttons and status screens; decorative, so the caller's text carries the meaning. */
export function Spinner({ className }: { className?: string }) {
  return <LoaderCircle aria-hidden="true" className={clsx("animate-spin", className ?? "size-4")} />;
}
