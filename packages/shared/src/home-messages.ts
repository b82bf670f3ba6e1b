/**
 * The home page's empty trending list, in a module of its own: their translations come with the
 * home page's catalogue, not with every page's. MESSAGES includes them.
 */
export const HOME_MESSAGES = {
  noTrendingTitle: "No Trending Campaigns Yet",
  noTrendingText: "Be the first to create a viral campaign!",
} as const;
