import { checklistCover, roadmapCover, smallSizesCover, socialProofCover, type CoverPainter } from "./blog-covers.ts";

/** The blog's first posts, so a fresh install's /blog reads like a real one. HTML as the editor stores it. */
export interface SeedPost {
  slug: string;
  title: string;
  excerpt: string;
  category: string;
  tags: string;
  isFeatured: boolean;
  daysAgo: number;
  /** Draws the post's featured image, stored in the media store like the Twends' backgrounds. */
  cover: CoverPainter;
  content: string;
}

export const SEED_POSTS: readonly SeedPost[] = [
  {
    slug: "why-profile-picture-campaigns-work",
    title: "Why Profile Picture Campaigns Work",
    excerpt: "A frame around a face turns a quiet supporter into a visible one. Here is why DP campaigns spread, and what the ones that spread have in common.",
    category: "Strategy & Tips",
    tags: "campaigns, social proof, design",
    isFeatured: true,
    daysAgo: 2,
    cover: socialProofCover,
    content: `<p>Most people will never post a long message about a cause. Far more will change their profile picture. A profile picture is seen every time they comment, message or share, so a frame around it keeps the campaign in front of their friends for weeks, not minutes.</p>
<h2>Visible support is contagious</h2>
<p>When a few friends wear the same frame, the next person does not need to be convinced about the cause, only that joining is normal. That is social proof at work, and it is why a frame often spreads faster through a group than the announcement that started it.</p>
<h2>What the frames that spread have in common</h2>
<ul>
<li><strong>The face stays the hero.</strong> Keep the photo slot large and the artwork at the edges.</li>
<li><strong>One message, readable small.</strong> Your frame will be seen at 40 pixels in a comment thread. Three words beat three lines.</li>
<li><strong>A name on it.</strong> Adding the supporter's name makes the picture theirs, and people share what is theirs.</li>
</ul>
<p>Start with one strong frame and a short link. On Twend, every frame gets its own page, QR code and link preview, so the only thing left to do is share it.</p>`,
  },
  {
    slug: "launch-checklist-for-your-next-twend",
    title: "A Launch Checklist for Your Next Twend",
    excerpt: "Ten minutes of preparation decide whether a frame gets a hundred uses or ten thousand. Use this checklist before you share the link.",
    category: "Events & Campaigns",
    tags: "launch, checklist, events",
    isFeatured: true,
    daysAgo: 6,
    cover: checklistCover,
    content: `<p>A frame is only as good as its first hour. These are the checks we see successful creators make before they share.</p>
<ol>
<li><strong>Test with three different photos:</strong> a close selfie, a group shot and a photo with a busy background. Adjust the slot until all three look good.</li>
<li><strong>Pick a short link</strong> people can type from a poster, like <code>/campaign/cleanup-day</code>.</li>
<li><strong>Write a caption template</strong> with the name and link, so every share explains itself.</li>
<li><strong>Print the QR code</strong> on flyers, slides and the event badge.</li>
<li><strong>Ask five people to go first.</strong> A frame that friends already wear gets used; an empty one waits.</li>
</ol>
<p>After launch, watch the stats page: a spike in views with few generations usually means the photo slot is too small or the name field confuses people.</p>`,
  },
  {
    slug: "designing-frames-that-look-good-small",
    title: "Designing Frames That Look Good at 40 Pixels",
    excerpt: "Your artwork will mostly be seen as a tiny circle next to a comment. Design for that size first, and the large version takes care of itself.",
    category: "Strategy & Tips",
    tags: "design, accessibility, tips",
    isFeatured: false,
    daysAgo: 11,
    cover: smallSizesCover,
    content: `<p>Open any social app and look at the comment threads: profile pictures are small circles. A frame that only works at full size is a frame nobody notices.</p>
<h2>Three rules for small sizes</h2>
<p><strong>Contrast over detail.</strong> Thin lines and subtle gradients vanish when scaled down. A bold colour band survives.</p>
<p><strong>Leave the centre to the face.</strong> Most platforms crop to a circle; keep text and logos inside the safe ring, not in the corners.</p>
<p><strong>Test the name text.</strong> If the supporter's name is part of the design, try a long one. Twend shrinks text that would not fit, but a generous text area always reads better.</p>
<blockquote>Design for the thumbnail, polish for the download.</blockquote>`,
  },
  {
    slug: "what-comes-next-for-twend",
    title: "What Comes Next for Twend",
    excerpt: "Faster generation, link previews that show your own picture, and tools for organisers who run many frames at once.",
    category: "Future Trends",
    tags: "product, roadmap",
    isFeatured: false,
    daysAgo: 20,
    cover: roadmapCover,
    content: `<p>Twend started with one promise: a frame anyone can use in seconds, on any phone, without an app. That is still the heart of it.</p>
<p>Recently we made generation instant by composing the full-size picture in the background while you adjust your photo, and added share pages whose link preview shows <em>your</em> picture instead of the empty frame.</p>
<p>Next on the <a href="/roadmap">roadmap</a>: organiser workspaces for teams that run many frames, scheduled campaigns and better analytics about where supporters come from.</p>`,
  },
];
