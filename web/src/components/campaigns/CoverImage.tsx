import type { BackgroundImageSet } from "@twend/shared";
import { clsx } from "clsx";
import ImageOff from "lucide-react/icons/image-off";
import { useState } from "react";

interface CoverImageProps {
  src: string;
  alt: string;
  width: number;
  height: number;
  className?: string;
  loading?: "lazy" | "eager";
  /** The background's sized copies, when the worker has made them: the browser picks one for the box, `src` is the fallback. */
  imageSet?: BackgroundImageSet | null;
}

/**
 * A Twend's artwork inside its (aspect-ratio sized) box, shown whole: a cover is
 * a design whose headline and edges matter, so it is letterboxed rather than
 * cropped. Degrades to a neutral tile when the file is missing.
 */
export function CoverImage({ src, alt, width, height, className, loading = "lazy", imageSet }: CoverImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);

  if (failedSrc === src) {
    return (
      <div
        role={alt ? "img" : undefined}
        aria-label={alt || undefined}
        className={clsx("grid place-items-center bg-linear-to-br from-brand-100 to-accent-400/20 text-brand-400", className)}
      >
        <ImageOff aria-hidden="true" className="size-8" />
      </div>
    );
  }

  return (
    <img
      src={src}
      srcSet={imageSet?.srcset}
      sizes={imageSet?.sizes}
      alt={alt}
      width={width}
      height={height}
      loading={loading}
      decoding="async"
      onError={() => setFailedSrc(src)}
      className={clsx("bg-slate-100 object-contain", className)}
    />
  );
}
