import { i18nFor } from "../i18n/server-i18n.ts";
import type { PageMeta } from "./page-meta.ts";
import type { PageMetaRoute } from "./spa.http.ts";

/**
 * Title and description of each public page, served in its HTML so search results and link
 * previews describe it. Translated by their English text: `npm run i18n:extract` reads this
 * module, one text per line.
 */
const PAGES: Record<string, { title: string; description: string }> = {
  "/": {
    title: "Twend · Campaign profile picture frames",
    description: "Design a campaign frame, share one link, and let supporters add their photo and name. Free and unlimited.",
  },
  "/browse": {
    title: "Browse Twends · Twend",
    description: "Find campaign frames by name or category: trending, newest and most popular Twends.",
  },
  "/blog": {
    title: "Blog · Twend",
    description: "Ideas, launch checklists and design tips for campaigns that spread through profile pictures.",
  },
  "/about": {
    title: "About · Twend",
    description: "Why Twend exists, what we value and how campaign frames turn supporters into visible ambassadors.",
  },
  "/help": {
    title: "Help Center · Twend",
    description: "Answers about creating Twends, adding your photo, downloading and sharing your DP, and your account.",
  },
  "/contact": {
    title: "Contact · Twend",
    description: "Questions, partnerships or press: write to the Twend team, we answer within two business days.",
  },
  "/roadmap": {
    title: "Roadmap · Twend",
    description: "What we have built, what we are building now and what comes next for Twend.",
  },
  "/demo": {
    title: "Demo · Twend",
    description: "Watch a campaign frame go from design to a finished profile picture in five steps.",
  },
  "/privacy": {
    title: "Privacy Policy · Twend",
    description: "What Twend stores, for how long, and how your photos stay private.",
  },
  "/terms": {
    title: "Terms of Service · Twend",
    description: "The rules for creating and using Twends.",
  },
};

/** The page-meta routes of the static pages, for spaRoutes, in the language each visitor is served. */
export function staticPageMeta(origin: string): Record<string, PageMetaRoute> {
  return Object.fromEntries(
    Object.entries(PAGES).map(([path, page]): [string, PageMetaRoute] => [
      path,
      async (_params, localeOf): Promise<PageMeta> => {
        const locale = localeOf(null);
        const i18n = i18nFor(locale);
        return { title: i18n._(page.title), description: i18n._(page.description), url: `${origin}${path === "/" ? "" : path}`, image: null, locale };
      },
    ]),
  );
}
