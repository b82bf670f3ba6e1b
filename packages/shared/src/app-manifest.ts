/**
 * The web app manifest's fields every installed Twend shares: the site's own (web/offline-app.ts)
 * and each Twend's (`/campaign/{shortId}/manifest.webmanifest`), so a supporter can keep one
 * Twend's frame on their home screen.
 */

/** The brand's violet, as index.html's theme-color. */
export const APP_THEME_COLOR = "#6d28d9";
export const APP_BACKGROUND_COLOR = "#ffffff";

export interface AppManifestIcon {
  src: string;
  sizes: string;
  type: "image/png";
  purpose: "any" | "maskable";
}

/** Android's sizes (192 and 512, one maskable); iOS reads the 180 px apple-touch-icon link instead. */
export const APP_MANIFEST_ICONS: readonly AppManifestIcon[] = [
  { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
  { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
  { src: "/icons/icon-maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
];

export interface AppManifest {
  id: string;
  name: string;
  short_name: string;
  description: string;
  lang: string;
  dir: "ltr" | "rtl";
  start_url: string;
  scope: string;
  display: "standalone";
  background_color: string;
  theme_color: string;
  icons: readonly AppManifestIcon[];
}

/** A launcher shows about a dozen characters under an icon. */
const SHORT_NAME_LENGTH = 12;

/** Where a Twend's own manifest is served, linked from its page. */
export const twendManifestPath = (shortId: string): string => `/campaign/${shortId}/manifest.webmanifest`;

/**
 * A Twend installed on its own: named after its title and opening at its link. Its id is the
 * link, so each Twend is an app apart from the site and from other Twends.
 */
export function twendManifest(twend: { shortId: string; title: string }, texts: { description: string; lang: string; dir: "ltr" | "rtl" }): AppManifest {
  const link = `/campaign/${twend.shortId}`;
  const title = twend.title.trim();
  return {
    id: link,
    name: title,
    short_name:
      [...title].length <= SHORT_NAME_LENGTH
        ? title
        : `${[...title]
            .slice(0, SHORT_NAME_LENGTH - 1)
            .join("")
            .trimEnd()}…`,
    description: texts.description,
    lang: texts.lang,
    dir: texts.dir,
    start_url: link,
    scope: "/",
    display: "standalone",
    background_color: APP_BACKGROUND_COLOR,
    theme_color: APP_THEME_COLOR,
    icons: APP_MANIFEST_ICONS,
  };
}
