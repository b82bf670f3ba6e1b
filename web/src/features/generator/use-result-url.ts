import { useCallback, useEffect, useRef } from "react";

/**
 * blob: URLs for finished DPs, made when the PNG arrives so the image and the Download link hold
 * it from their first render. Each new one revokes the one before; the last goes with the page.
 */
export function useResultUrl(): (png: Blob) => string {
  const current = useRef<string | null>(null);

  const revoke = useCallback(() => {
    if (current.current) URL.revokeObjectURL(current.current);
    current.current = null;
  }, []);
  useEffect(() => revoke, [revoke]);

  return useCallback(
    (png: Blob) => {
      revoke();
      current.current = URL.createObjectURL(png);
      return current.current;
    },
    [revoke],
  );
}
