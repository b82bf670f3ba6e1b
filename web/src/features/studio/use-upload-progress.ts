import { useState } from "react";

/** Share of a request body sent so far, or null when no upload is running. */
export function useUploadProgress() {
  const [progress, setProgress] = useState<number | null>(null);
  return {
    progress,
    start: () => setProgress(0),
    report: setProgress,
    finish: () => setProgress(null),
  };
}
