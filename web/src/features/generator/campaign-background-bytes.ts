/** The page draws one Twend: its background is the one download worth keeping. */
let download: { url: string; bytes: Promise<Blob> } | null = null;

async function fetchBytes(url: string): Promise<Blob> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`Image ${url} answered HTTP ${response.status}`);
  return response.blob();
}

/**
 * The full-size background's bytes, fetched once however many parts ask for them (the preview,
 * a Generate clicked before they arrived). A failed download is forgotten, so a later ask tries again.
 */
export function campaignBackgroundBytes(url: string): Promise<Blob> {
  if (download?.url !== url) {
    const bytes = fetchBytes(url);
    download = { url, bytes };
    bytes.catch(() => {
      if (download?.bytes === bytes) download = null;
    });
  }
  return download.bytes;
}
