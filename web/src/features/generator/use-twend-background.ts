import { useEffect, useState } from "react";
import { useDecodedImage, type DecodedImage } from "../composition/use-decoded-image.ts";
import { twendBackgroundBytes } from "./twend-background-bytes.ts";
import { useVisitorIntent } from "./visitor-intent.ts";

export type TwendBackground = DecodedImage;

const NOT_HERE_YET: TwendBackground = { status: "loading" };
const FAILED: TwendBackground = { status: "failed" };

type Download = { url: string; bytes: Blob } | { url: string; failed: true };

/**
 * The Twend's full-size background: the download needs the bytes, the preview the bitmap. It is
 * fetched once the visitor acts on the page (see useVisitorIntent), not for a visitor who only
 * looks; until then the preview frame shows the light copies the server cut.
 */
export function useTwendBackground(url: string): TwendBackground {
  const wanted = useVisitorIntent();
  const [download, setDownload] = useState<Download | null>(null);

  useEffect(() => {
    if (!wanted) return;
    let current = true;
    twendBackgroundBytes(url).then(
      (bytes) => {
        if (current) setDownload({ url, bytes });
      },
      (error: unknown) => {
        console.error(error);
        if (current) setDownload({ url, failed: true });
      },
    );
    return () => {
      current = false;
    };
  }, [wanted, url]);

  const arrived = download?.url === url ? download : null;
  const decoded = useDecodedImage(arrived && "bytes" in arrived ? arrived.bytes : null);
  if (arrived && "failed" in arrived) return FAILED;
  return decoded ?? NOT_HERE_YET;
}
