import { randomInt } from "node:crypto";
import { LIMITS, RESERVED_SHORT_IDS } from "@twend/shared";
import anyAscii from "any-ascii";
import type { AppContext } from "../../context/app-context.ts";

const SUFFIX_ALPHABET = "abcdefghijkmnpqrstuvwxyz23456789";
const SLUG_MAX = 32;
/** Pictographs and what joins, tints or pairs them (flags): spelled out, they would fill a link with their names. */
const EMOJI = /\p{Extended_Pictographic}|\p{Emoji_Modifier}|\p{Regional_Indicator}|\u200d|\ufe0f/gu;

/**
 * The title as a link: its words spelled in ASCII letters and digits, joined by single hyphens
 * ("Día del Árbol" → "dia-del-arbol", "يوم الأرض 2026" → "ywm-l-rd-2026"), so a title in any of
 * the app's scripts reads in its link. Emoji are dropped, not spelled out by name.
 */
export function slugify(title: string): string {
  return anyAscii(title.replace(EMOJI, ""))
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, SLUG_MAX)
    .replace(/-+$/g, "");
}

/** The title's slug as a link, when it is long enough and not a reserved word; else null. */
export function cleanShortId(title: string): string | null {
  const slug = slugify(title);
  return slug.length >= LIMITS.shortId.min && !(RESERVED_SHORT_IDS as readonly string[]).includes(slug) ? slug : null;
}

/**
 * The link to try after the clean one is taken: the slug and a short random
 * suffix ("clean-rivers-day-k3x9"), or "twend-…" for titles with no usable
 * slug. Uniqueness is settled by the database; callers retry on a clash.
 */
export function suffixedShortId(title: string): string {
  const suffix = Array.from({ length: 4 }, () => SUFFIX_ALPHABET[randomInt(SUFFIX_ALPHABET.length)]).join("");
  return `${cleanShortId(title) ?? "twend"}-${suffix}`;
}

/** A link is free when no Twend uses it now and no Twend used to (old links keep resolving). */
export async function shortIdFree(ctx: AppContext, shortId: string, exceptCampaignId?: number): Promise<boolean> {
  const [current, former] = await Promise.all([
    ctx.db.prisma.campaign.findUnique({ where: { shortId }, select: { id: true } }),
    ctx.db.prisma.shortIdRedirect.findUnique({ where: { shortId }, select: { campaignId: true } }),
  ]);
  const takenNow = current !== null && current.id !== exceptCampaignId;
  const takenBefore = former !== null && former.campaignId !== exceptCampaignId;
  return !takenNow && !takenBefore;
}
