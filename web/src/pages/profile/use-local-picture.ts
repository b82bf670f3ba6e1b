import { useLingui } from "@lingui/react/macro";
import { type ChangeEvent, useEffect, useState } from "react";
import { pictureSizeError } from "../../features/profile/profile.ts";

/** A picture chosen on this device, shown as a preview only: it is never uploaded. */
export function useLocalPicture() {
  const { i18n } = useLingui();
  const [previewUrl, setPreviewUrl] = useState<string | null>(null);

  // Each preview holds the file in memory until its URL is revoked.
  useEffect(() => {
    if (previewUrl === null) return;
    return () => URL.revokeObjectURL(previewUrl);
  }, [previewUrl]);

  function onFileChange(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    // Cleared so choosing the same file again still fires a change.
    event.target.value = "";
    if (!file) return;
    const tooLarge = pictureSizeError(file.size);
    if (tooLarge) {
      window.alert(i18n._(tooLarge));
      return;
    }
    setPreviewUrl(URL.createObjectURL(file));
  }

  return { previewUrl, onFileChange };
}
