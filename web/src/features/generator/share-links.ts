import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";

export interface ShareContent {
  /** What the post says: the filled caption, or the spec's default line. */
  text: string;
  /** The Twend's public link, {origin}/campaign/{short_id}. */
  url: string;
}

/** The share text when the creator wrote no caption. */
export function defaultShareText(i18n: I18n, title: string): string {
  return i18n._(msg`Check out my new DP created with ${title}!`);
}

export function shareContent(i18n: I18n, title: string, url: string, caption: string | null): ShareContent {
  return { text: caption && caption.trim() !== "" ? caption : defaultShareText(i18n, title), url };
}

// A caption that already carries {link} must not get the link a second time.
function textWithUrl({ text, url }: ShareContent): string {
  return text.includes(url) ? text : `${text} ${url}`;
}

export function twitterShareUrl(content: ShareContent): string {
  const params = new URLSearchParams({ text: content.text });
  if (!content.text.includes(content.url)) params.set("url", content.url);
  return `https://twitter.com/intent/tweet?${params}`;
}

export function facebookShareUrl(content: ShareContent): string {
  // Facebook takes only the link from a sharer URL; `quote` is still honoured by some clients.
  return `https://www.facebook.com/sharer/sharer.php?${new URLSearchParams({ u: content.url, quote: content.text })}`;
}

export function whatsappShareUrl(content: ShareContent): string {
  return `https://wa.me/?${new URLSearchParams({ text: textWithUrl(content) })}`;
}

/** What Web Share gets with the file: the text with the link, since some targets drop the url field when a file comes along. */
export function nativeShareText(content: ShareContent): string {
  return textWithUrl(content);
}

export const INSTAGRAM_ALERT = msg`Download the image and share it on Instagram!`;
