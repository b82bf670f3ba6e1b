/** Saves a Blob under `fileName` through a temporary download link (revoked after the click has been handled). */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  link.rel = "noopener";
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}

/** The PNG as a File, which Web Share needs to offer it to other apps. */
export function pngFile(blob: Blob, fileName: string): File {
  return new File([blob], fileName, { type: "image/png" });
}
