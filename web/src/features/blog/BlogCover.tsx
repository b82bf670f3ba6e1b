import { clsx } from "clsx";
import Newspaper from "lucide-react/icons/newspaper";
import { useState } from "react";

interface BlogCoverProps {
  url: string | null;
  /** Above-the-fold images (the post's own) load at once; card images wait until scrolled near. */
  eager?: boolean;
  className?: string;
}

/**
 * A post's featured image in a fixed 16:9 box, so cards never jump as images arrive. Posts without
 * one, or whose image fails (an address the site's CSP does not allow), get the brand gradient instead.
 */
export function BlogCover({ url, eager = false, className }: BlogCoverProps) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const showImage = url !== null && url !== "" && failedUrl !== url;
  return (
    <div className={clsx("relative aspect-video overflow-hidden bg-linear-to-br from-brand-100 via-brand-50 to-accent-400/20", className)}>
      {showImage ? (
        <img
          src={url}
          // The title next to it already says what the post is; a description of stock art adds nothing.
          alt=""
          loading={eager ? "eager" : "lazy"}
          decoding="async"
          onError={() => setFailedUrl(url)}
          className="absolute inset-0 size-full object-cover"
        />
      ) : (
        <div aria-hidden="true" className="absolute inset-0 grid place-items-center">
          <span className="grid size-14 place-items-center rounded-2xl bg-surface/70 text-brand-600 shadow-sm ring-1 ring-brand-200/60">
            <Newspaper className="size-7" />
          </span>
        </div>
      )}
    </div>
  );
}
