/**
 * A card that is one big link: the title's link stretches over the card through its ::after, so
 * the link's accessible name stays the Twend's title, and the card draws the focus ring instead.
 */
export const LINK_CARD_FOCUS = "has-[a:focus-visible]:outline-2 has-[a:focus-visible]:outline-offset-2 has-[a:focus-visible]:outline-brand-600";

export const STRETCHED_LINK = "after:absolute after:inset-0 focus-visible:outline-none";
