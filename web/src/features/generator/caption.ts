import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { PublicCampaign } from "@twend/shared";
import { defaultShareText } from "./share-links.ts";

export interface CaptionValues {
  name: string;
  title: string;
  link: string;
}

/** The creator's caption with {name}, {title} and {link} filled in, each as often as it appears. */
export function fillCaption(template: string, { name, title, link }: CaptionValues): string {
  const values: Record<string, string> = { name: name.trim(), title, link };
  return template.replace(/\{(name|title|link)\}/g, (_, key: string) => values[key] ?? "").trim();
}

/** The description's opening is cut to this, so the whole caption fits one post on every platform. */
export const CAPTION_HOOK_MAX = 120;
/** A hashtag made from a title keeps whole words up to this many characters (the # included). */
export const TITLE_HASHTAG_MAX = 28;
const MAX_HASHTAGS = 3;

const HASHTAG = /#[\p{L}\p{N}_]+/gu;
/** Hashtags closing a description ("... plant one. #TreeDay #GreenCity") belong on the tag line, not in the sentence. */
const TRAILING_HASHTAGS = /(?:\s*#[\p{L}\p{N}_]+)+\s*$/u;

/** The link follows as a sentence of its own, so the text before it ends like one. */
function endSentence(text: string): string {
  return /[.!?…]["'”’)]?$/u.test(text) ? text : `${text}.`;
}

/**
 * The description's first sentence: it is the hook (the rest usually tells visitors what to do,
 * which a post does not repeat). Longer than the limit, it is cut at a word, with an ellipsis.
 */
function hookOf(description: string, locale: string): string {
  const [first] = new Intl.Segmenter(locale, { granularity: "sentence" }).segment(description);
  const sentence = (first?.segment ?? description).trim();
  if (sentence.length <= CAPTION_HOOK_MAX) return endSentence(sentence);
  const cut = sentence.slice(0, CAPTION_HOOK_MAX);
  const lastSpace = cut.lastIndexOf(" ");
  return `${(lastSpace > 0 ? cut.slice(0, lastSpace) : cut).replace(/[\s,;:–—-]+$/u, "")}…`;
}

/** "World Code Day 2026" -> "#WorldCodeDay2026": the title's words run together, whole words up to the limit. */
export function hashtagFromTitle(title: string, locale: string): string | null {
  // "Ada's Day" is one word and a half, not three: apostrophes join rather than split.
  const words = title.replace(/['’]/gu, "").match(/[\p{L}\p{N}]+/gu) ?? [];
  let tag = "#";
  for (const word of words) {
    const next = `${tag}${word.charAt(0).toLocaleUpperCase(locale)}${word.slice(1)}`;
    if (next.length > TITLE_HASHTAG_MAX && tag !== "#") break;
    tag = next;
  }
  return tag === "#" ? null : tag;
}

/** The hashtags the creator wrote into the description, else one made from the title. */
function hashtagsOf(title: string, description: string, locale: string): string[] {
  const written = [...new Set(description.match(HASHTAG) ?? [])].slice(0, MAX_HASHTAGS);
  if (written.length > 0) return written;
  const fromTitle = hashtagFromTitle(title, locale);
  return fromTitle ? [fromTitle] : [];
}

export type CaptionCampaign = Pick<PublicCampaign, "title" | "description" | "caption_template">;

/**
 * A caption for a Twend whose creator wrote none, from what the Twend says about itself: the
 * spec's share line, the description's first sentence, the link, then hashtags on a line of their own.
 */
export function composeCaption(i18n: I18n, { title, description }: Pick<CaptionCampaign, "title" | "description">, link: string): string {
  const name = title.trim();
  const written = (description ?? "").trim();
  const about = written.replace(TRAILING_HASHTAGS, "").trim();
  // A title that ends a sentence itself ("Go Lions!") takes no second mark.
  const opener = defaultShareText(i18n, name).replace(/([.!?…])!$/u, "$1");
  const hook = about === "" || about === name ? "" : ` ${hookOf(about, i18n.locale)}`;
  const tags = hashtagsOf(name, written, i18n.locale).filter((tag) => !hook.includes(tag));
  const makeYours = i18n._(msg`Make yours: ${link}`);
  const body = `${opener}${hook} ${makeYours}`;
  return tags.length > 0 ? `${body}\n${tags.join(" ")}` : body;
}

/** The caption offered after generating: the creator's template filled in, else one composed from the Twend. */
export function captionFor(i18n: I18n, campaign: CaptionCampaign, { name, link }: Omit<CaptionValues, "title">): string {
  const filled = campaign.caption_template ? fillCaption(campaign.caption_template, { name, title: campaign.title, link }) : "";
  return filled !== "" ? filled : composeCaption(i18n, campaign, link);
}
