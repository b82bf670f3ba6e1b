import { HELP_CATEGORIES } from "@twend/shared";
import { uploadRulesAnswer } from "./upload-rules-answer.ts";

export type HelpCategory = (typeof HELP_CATEGORIES)[number];

/** One entry of the help center (spec: Help FAQ entry). */
export interface HelpEntry {
  /** Stable anchor, so an answer can be linked to and its button can point at its panel. */
  id: string;
  question: string;
  answer: string;
  category: HelpCategory;
}

export const HELP_ENTRIES: readonly HelpEntry[] = [
  {
    id: "what-is-a-twend",
    category: "Getting Started",
    question: "What is a Twend?",
    answer:
      "A Twend is a profile-picture frame for a cause, an event or a brand. You design it once; supporters open its link, add their own photo and name, and download a finished picture ready to set as their profile photo.",
  },
  {
    id: "create-first-twend",
    category: "Getting Started",
    question: "How do I create my first Twend?",
    answer:
      "Sign in, choose Create Twend, upload your background artwork, then place the photo slot and the name text where you want them. Give it a title and a category and publish: your Twend gets its own page and short link straight away.",
  },
  {
    id: "image-requirements",
    category: "Technical",
    question: "Which image formats and sizes can I upload?",
    answer: `${uploadRulesAnswer()} A square image of at least 1080 × 1080 pixels looks sharp on every social network; use a PNG with a transparent window if you want your artwork drawn over the supporter's photo.`,
  },
  {
    id: "frame-over-photo",
    category: "Technical",
    question: "How do I make a frame that goes over the supporter's photo?",
    answer:
      "Design your artwork with a see-through window where the photo should show, and export it as a PNG with transparency. Canva: Download, PNG, tick Transparent background (delete or hide the background element first). Photoshop: delete the window area on an unlocked layer, then File, Export, Export As, PNG with Transparency on. Figma: leave the window empty with no frame fill, then Export as PNG. GIMP: add an alpha channel, delete the window, then File, Export As, PNG. When you upload it, the studio notices the transparency and offers Frame over photo: supporters' photos then fill the whole picture under your frame, so ribbons, borders and text can overlap the photo. Opaque artwork keeps the round or square photo slot.",
  },
  {
    id: "edit-after-publishing",
    category: "Campaign Management",
    question: "Can I edit a Twend after I have shared it?",
    answer:
      "Yes. Open your Dashboard and choose Edit on the Twend. Changes to the artwork, photo slot or text apply to every new picture made from then on, and the link stays the same, so nothing you have already shared breaks.",
  },
  {
    id: "track-results",
    category: "Campaign Management",
    question: "How do I see how my Twend is doing?",
    answer: "Each Twend on your Dashboard has a Stats page with its views, downloads and shares over time, so you can see which posts and groups brought supporters in.",
  },
  {
    id: "promote-twend",
    category: "Marketing",
    question: "What is the best way to get people to use my Twend?",
    answer:
      "Wear it first, then post the link where your supporters already talk: group chats, your bio, newsletters and event posters (every Twend has a QR code). Ask a few well-known supporters to switch on day one; people join a frame they see friends wearing.",
  },
  {
    id: "supporter-account",
    category: "Usage",
    question: "Do my supporters need an account?",
    answer:
      "No. Anyone with the link can open a Twend, add a photo and name, and download their picture from a phone or computer, without signing up or installing an app. Only creators need an account.",
  },
  {
    id: "commercial-use",
    category: "Commercial Use",
    question: "Can businesses use Twend for brand campaigns?",
    answer:
      "Yes. Product launches, store openings, sponsorships and employer-branding campaigns all work well. You must own or have permission to use the logos and artwork you upload; see our Terms of Service for the details.",
  },
  {
    id: "photo-privacy",
    category: "Safety",
    question: "What happens to the photos supporters add?",
    answer:
      "They are used only to make that supporter's picture. On most devices the picture is drawn right in the browser; browsers that cannot draw it send it to our server to be rendered. Anyone can report a Twend that misuses images, and our Privacy Policy explains what we store and for how long.",
  },
  {
    id: "rotate-photo",
    category: "Usage",
    question: "My photo is sideways or tilted. Can I turn it?",
    answer:
      "Yes. After adding your photo, use Rotate left or Rotate right to turn it a quarter at a time and the Rotation slider to straighten it. On a phone, twist two fingers on the preview; with a mouse, hold Shift and scroll over it; from the keyboard, click the preview and press [ or ] to turn it a quarter, with Shift for a single degree. Drag to move the photo and pinch, scroll or use + and - to zoom. Reset puts zoom, position and rotation back. The downloaded picture is exactly what the preview shows.",
  },
  {
    id: "share-finished-picture",
    category: "Sharing",
    question: "How do supporters share their finished picture?",
    answer:
      "After downloading, they can share straight to social apps from the share menu, copy a link to their picture, or set the downloaded image as their profile photo on WhatsApp, Facebook, Instagram, X or LinkedIn.",
  },
];
