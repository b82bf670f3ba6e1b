/** "twend-{stem}-qr.png": recognisable in a downloads folder, and safe on every file system. */
export function qrFileName(stem: string, extension: "png" | "svg"): string {
  const safe = stem
    .toLowerCase()
    .replace(/[^a-z0-9-]+/g, "-")
    .replace(/^-+|-+$/g, "");
  return `twend-${safe || "link"}-qr.${extension}`;
}
