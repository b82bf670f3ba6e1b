import { clsx } from "clsx";
import { useState } from "react";

interface AvatarProps {
  name: string;
  /** A picture to show instead of the initial; a broken one falls back to the initial. */
  src?: string | null;
  className?: string;
}

export function Avatar({ name, src, className }: AvatarProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const initial = name.trim().charAt(0).toUpperCase() || "?";
  const base = clsx("shrink-0 overflow-hidden rounded-full", className ?? "size-9");

  if (src && src !== failedSrc) {
    // Google serves profile pictures only without a referrer from other sites.
    return <img src={src} alt="" referrerPolicy="no-referrer" onError={() => setFailedSrc(src)} className={clsx(base, "object-cover")} />;
  }
  return (
    <span aria-hidden="true" className={clsx(base, "grid place-items-center bg-linear-to-br from-brand-600 to-accent-600 font-semibold text-white")}>
      {initial}
    </span>
  );
}
