/**
 * The served pages' own texts (titles and descriptions of their link previews), translated by
 * their English text: `npm run i18n:extract` reads this module, one text per line.
 */
export const PAGE_TEXTS = {
  siteTitle: "Twend · Campaign display pictures in seconds",
  siteDescription:
    "Twend: design a campaign display-picture frame, share one link, and let supporters add their photo and name to download a ready-to-post image. Free and unlimited.",
  campaignDescription: 'Add your photo to "{title}" and get your own display picture in seconds. Free on Twend.',
  sharedDpTitleNamed: "{name}'s DP for {title}",
  sharedDpTitle: "A DP for {title}",
  sharedDpDescription: 'Made with Twend. Add your photo to "{title}" and get your own display picture in seconds.',
  blogPostDescription: "{title}, on the Twend blog.",
} as const;
