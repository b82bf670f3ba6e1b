import { useEffect, useState } from "react";

/** A blob: URL for showing or downloading a Blob, revoked when the Blob changes or the view goes. */
export function useObjectUrl(blob: Blob | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  const [urlBlob, setUrlBlob] = useState(blob);
  if (blob !== urlBlob) {
    // Dropped in the render that brings the new Blob, so no frame shows the previous URL, which the effect's clean-up revokes.
    setUrlBlob(blob);
    setUrl(null);
  }
  useEffect(() => {
    if (blob === null) return;
    const created = URL.createObjectURL(blob);
    // The URL is an outside resource this effect makes and revokes (made during render, a discarded render would leak it), so only the effect can hand it over.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setUrl(created);
    return () => URL.revokeObjectURL(created);
  }, [blob]);
  return url;
}
