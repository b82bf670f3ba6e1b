import type { Locale } from "@twend/shared";

/** What a shared link shows before any script runs: crawlers read only these tags. */
export interface PageMeta {
  /** The language its texts are in, which the page is served in. */
  locale?: Locale | undefined;
  title: string;
  description: string;
  /** Absolute URLs. */
  url: string;
  image: string | null;
  imageWidth?: number | undefined;
  imageHeight?: number | undefined;
  /**
   * An image the page will draw at once, fetched in parallel with the scripts instead of after
   * them: its URL, or the srcset and sizes the page's image has, so the browser fetches the one
   * candidate that image will use.
   */
  preloadImage?: string | { srcset: string; sizes: string } | undefined;
  /** Personal pages (shared DPs): search engines must neither list them nor follow their links. */
  noindex?: boolean | undefined;
  /** The page's own web app manifest (a Twend's, to install that Twend), in place of the site's. */
  manifest?: string | undefined;
  /** The same page's address in each language and its `x-default` (absolute URLs). */
  alternates?: ReadonlyArray<{ hreflang: string; href: string }> | undefined;
}

/** The site's manifest link, which the build writes into index.html. */
const SITE_MANIFEST_LINK = /<link rel="manifest" href="[^"]*"\s*\/?>/;

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function preloadTag(image: NonNullable<PageMeta["preloadImage"]>): string {
  const source = typeof image === "string" ? `href="${escapeHtml(image)}"` : `imagesrcset="${escapeHtml(image.srcset)}" imagesizes="${escapeHtml(image.sizes)}"`;
  return `<link rel="preload" as="image" ${source} fetchpriority="high" />`;
}

/**
 * The app's index.html with the page's own title, description, canonical URL,
 * Open Graph and Twitter Card tags in place of the generic ones. Every value
 * is escaped: titles are written by users.
 */
export function withPageMeta(indexHtml: string, meta: PageMeta): string {
  const tags = [
    `<title>${escapeHtml(meta.title)}</title>`,
    `<meta name="description" content="${escapeHtml(meta.description)}" />`,
    `<link rel="canonical" href="${escapeHtml(meta.url)}" />`,
    ...(meta.alternates ?? []).map((a) => `<link rel="alternate" hreflang="${escapeHtml(a.hreflang)}" href="${escapeHtml(a.href)}" />`),
    ...(meta.noindex ? [`<meta name="robots" content="noindex, nofollow" />`] : []),
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="Twend" />`,
    `<meta property="og:title" content="${escapeHtml(meta.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(meta.description)}" />`,
    `<meta property="og:url" content="${escapeHtml(meta.url)}" />`,
    ...(meta.image
      ? [
          `<meta property="og:image" content="${escapeHtml(meta.image)}" />`,
          ...(meta.imageWidth && meta.imageHeight
            ? [`<meta property="og:image:width" content="${meta.imageWidth}" />`, `<meta property="og:image:height" content="${meta.imageHeight}" />`]
            : []),
          `<meta name="twitter:image" content="${escapeHtml(meta.image)}" />`,
        ]
      : []),
    `<meta name="twitter:card" content="${meta.image ? "summary_large_image" : "summary"}" />`,
    `<meta name="twitter:title" content="${escapeHtml(meta.title)}" />`,
    `<meta name="twitter:description" content="${escapeHtml(meta.description)}" />`,
    ...(meta.preloadImage ? [preloadTag(meta.preloadImage)] : []),
  ].join("\n    ");
  // Functions, not strings, as replacements: a title may contain `$&`, `$'` and the like, which a
  // replacement string would expand into pieces of the page. The description tag may be wrapped over
  // several lines (Prettier wraps index.html's), so any whitespace may follow `<meta`.
  return indexHtml
    .replace(/<title>[\s\S]*?<\/title>/, () => "")
    .replace(/<meta\s+name="description"[^>]*>/, () => "")
    .replace(SITE_MANIFEST_LINK, (link) => (meta.manifest ? `<link rel="manifest" href="${escapeHtml(meta.manifest)}" />` : link))
    .replace("</head>", () => `    ${tags}\n  </head>`);
}
