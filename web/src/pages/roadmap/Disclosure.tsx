import { clsx } from "clsx";
import ChevronDown from "lucide-react/icons/chevron-down";
import { useId, useState, type ReactNode } from "react";

interface DisclosureProps {
  label: string;
  children: ReactNode;
  className?: string;
}

/** A button that shows and hides a region (WAI-ARIA disclosure pattern); Enter and Space come with the button. */
export function Disclosure({ label, children, className }: DisclosureProps) {
  const [open, setOpen] = useState(false);
  const id = useId();

  return (
    <div className={className}>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((value) => !value)}
        className="flex w-full items-center justify-between gap-3 rounded-lg py-2 text-start text-sm font-semibold text-brand-700 hover:text-brand-900"
      >
        {label}
        <ChevronDown aria-hidden="true" className={clsx("size-4 shrink-0 transition-transform", open && "rotate-180")} />
      </button>
      <div id={id} hidden={!open} className="pt-2 motion-safe:animate-fade-in">
        {children}
      </div>
    </div>
  );
}
