import { assertMediaHash, mediaKey, mediaPath, parseMediaFileName, parseMediaPath, resolveMediaExt, type MediaRef } from "./media-types.ts";

/**
 * Where clients fetch stored media: the one definition of "the URL of a media
 * key". Without a public base it is the API's route, `/media/{hash}.{ext}`;
 * with one (MEDIA_PUBLIC_URL: a public bucket, or a CDN in front of it) it is
 * `{base}/{key}`, the object's own key in the bucket, so images go from the
 * bucket to the browser and never through the API.
 *
 * Rows never hold a URL made here. They hold the file's hash, or, where a
 * column keeps a URL (a Twend's background, a blog post's cover), the
 * backend-free reference `mediaPath` (`/media/{hash}.{ext}`), and the base is
 * applied when a URL is handed out (`urlOf`). So setting, changing or removing
 * MEDIA_PUBLIC_URL rewrites no row and strands none: every row ever written
 * reads back under the current base, and a `/media/...` URL handed out before
 * keeps working because the API's route stays. Baking the base into rows would
 * instead have left two definitions (the one in old rows and the current one).
 */
export interface MediaLinks {
  /** The URL clients fetch a stored file at; `type` is a mime type or an extension. */
  url(hash: string, type: string): string;
  /**
   * A reference as a row keeps it (`/media/{hash}.{ext}`) as the URL clients fetch;
   * any other value (a link elsewhere, a placeholder) is handed out as it is.
   */
  urlOf(stored: string): string;
  /** The stored file a URL names, in either form handed out (the API's route or the public base); null for anything else. */
  parseUrl(url: string): MediaRef | null;
}

/** `publicBase`: MEDIA_PUBLIC_URL, without a trailing slash; undefined serves media through the API. */
export function mediaLinks(publicBase: string | undefined): MediaLinks {
  const url = (hash: string, type: string) => {
    assertMediaHash(hash);
    return publicBase === undefined ? mediaPath(hash, type) : `${publicBase}/${mediaKey(hash, resolveMediaExt(type))}`;
  };
  return {
    url,
    urlOf(stored) {
      const ref = parseMediaPath(stored);
      return ref ? url(ref.hash, ref.ext) : stored;
    },
    parseUrl(value) {
      const viaApi = parseMediaPath(value);
      if (viaApi || publicBase === undefined || !value.startsWith(`${publicBase}/`)) return viaApi;
      const key = value.slice(publicBase.length + 1);
      const ref = parseMediaFileName(key.slice(key.indexOf("/") + 1));
      // The shard must be the hash's own: one file, one URL.
      return ref && key === mediaKey(ref.hash, ref.ext) ? ref : null;
    },
  };
}
