import type { I18n, MessageDescriptor } from "@lingui/core";
import { msg, plural } from "@lingui/core/macro";
import { BATCH_LIMITS, HELP_CATEGORIES } from "@twend/shared";
import { uploadRulesAnswer } from "./upload-rules-answer.ts";

export type HelpCategory = (typeof HELP_CATEGORIES)[number];

/** What each help category reads as; the values stay English, as the spec names them. */
const HELP_CATEGORY_LABELS = {
  "Getting Started": msg({ context: "help category", message: "Getting Started" }),
  Technical: msg({ context: "help category", message: "Technical" }),
  "Campaign Management": msg({ context: "help category", message: "Campaign Management" }),
  Marketing: msg({ context: "help category", message: "Marketing" }),
  Usage: msg({ context: "help category", message: "Usage" }),
  "Commercial Use": msg({ context: "help category", message: "Commercial Use" }),
  Safety: msg({ context: "help category", message: "Safety" }),
  Sharing: msg({ context: "help category", message: "Sharing" }),
} satisfies Record<HelpCategory, MessageDescriptor>;

export function helpCategoryLabel(i18n: I18n, category: HelpCategory): string {
  return i18n._(HELP_CATEGORY_LABELS[category]);
}

/** One entry of the help center (spec: Help FAQ entry), as the visitor reads it. */
export interface HelpEntry {
  /** Stable anchor, so an answer can be linked to and its button can point at its panel. */
  id: string;
  question: string;
  answer: string;
  category: HelpCategory;
}

/**
 * The help center's entries (spec: Help FAQ, ten, and team DPs and offline use since), in the visitor's language: the search looks
 * through the texts the visitor reads.
 */
export function helpEntries(i18n: I18n): HelpEntry[] {
  const uploadRules = uploadRulesAnswer(i18n);
  const { maxRows, linkHours, keepDays } = BATCH_LIMITS;
  return [
    {
      id: "what-is-a-twend",
      category: "Getting Started",
      question: i18n._(msg`What is a Twend?`),
      answer: i18n._(
        msg`A Twend is a profile-picture frame for a cause, an event or a brand. You design it once; supporters open its link, add their own photo and name, and download a finished picture ready to set as their profile photo.`,
      ),
    },
    {
      id: "create-first-twend",
      category: "Getting Started",
      question: i18n._(msg`How do I create my first Twend?`),
      answer: i18n._(
        msg`Sign in, choose Create Twend, upload your background artwork, then place the photo slot and the name text where you want them. Give it a title and a category and publish: your Twend gets its own page and short link straight away.`,
      ),
    },
    {
      id: "image-requirements",
      category: "Technical",
      question: i18n._(msg`Which image formats and sizes can I upload?`),
      answer: i18n._(
        msg`${uploadRules} A square image of at least 1080 × 1080 pixels looks sharp on every social network. To have your artwork drawn over the supporter's photo, like a frame, give it a see-through window where the photo should show and export it as a PNG with transparency. Canva: Download, PNG, tick Transparent background (delete the background element first). Photoshop: delete the window area on an unlocked layer, then Export As, PNG, Transparency on. Figma: leave the window empty with no frame fill and export as PNG. GIMP: add an alpha channel, delete the window, export as PNG. The studio notices the window and offers Frame over photo: the photo then fills the whole picture under your frame, so ribbons and text can overlap it. Opaque artwork keeps the round or square photo slot.`,
      ),
    },
    {
      id: "edit-after-publishing",
      category: "Campaign Management",
      question: i18n._(msg`Can I edit a Twend after I have shared it?`),
      answer: i18n._(
        msg`Yes. Open your Dashboard and choose Edit on the Twend. Changes to the artwork, photo slot or text apply to every new picture made from then on, and the link stays the same, so nothing you have already shared breaks.`,
      ),
    },
    {
      id: "track-results",
      category: "Campaign Management",
      question: i18n._(msg`How do I see how my Twend is doing?`),
      answer: i18n._(
        msg`Each Twend on your Dashboard has a Stats page with its views, downloads and shares over time, so you can see which posts and groups brought supporters in.`,
      ),
    },
    {
      id: "team-dps",
      category: "Campaign Management",
      question: i18n._(msg`Can I make DPs for a whole team at once?`),
      answer: i18n._(
        msg`Yes. On your Dashboard, choose Team DPs on the Twend. Upload a CSV file with a name column, one row per person, and, if you have their photos, a ZIP of them: add a photo column naming each person's file, or name each photo after its person, such as Ada Lovelace.jpg. Our server makes every DP with your Twend's design and gives you one ZIP to download. A batch holds up to ${plural(maxRows, { one: "# name", other: "# names" })}; its download link works for ${plural(linkHours, { one: "# hour", other: "# hours" })}, and the batch is deleted after ${plural(keepDays, { one: "# day", other: "# days" })}.`,
      ),
    },
    {
      id: "promote-twend",
      category: "Marketing",
      question: i18n._(msg`What is the best way to get people to use my Twend?`),
      answer: i18n._(
        msg`Wear it first, then post the link where your supporters already talk: group chats, your bio, newsletters and event posters (every Twend has a QR code). Ask a few well-known supporters to switch on day one; people join a frame they see friends wearing.`,
      ),
    },
    {
      id: "supporter-account",
      category: "Usage",
      question: i18n._(msg`Do my supporters need an account, and can they place their photo?`),
      answer: `${i18n._(
        msg`No account is needed. Anyone with the link can open a Twend, add a photo and name, and download their picture from a phone or computer, without signing up or installing an app; only creators need an account. Supporters drag their photo to move it and pinch, scroll or use + and - to zoom. A sideways or tilted photo is turned with Rotate left and Rotate right (a quarter at a time) and the Rotation slider; on a phone, by twisting two fingers on the preview; with a mouse, by holding Shift and scrolling; from the keyboard, with [ or ] on the preview (Shift for a single degree). A photo with a face places itself: the face is found on the device, without sending the photo anywhere, and the photo is zoomed so the face fills the slot; Whole photo shows it as it was picked, and Place on face or Reset puts it back on the face. Reset puts zoom, position and rotation back, and the download is exactly what the preview shows.`,
      )} ${i18n._(msg`On a connection set to save data, or a slow 2G or 3G one, the face finder is downloaded only when you tap Place on face.`)}`,
    },
    {
      id: "commercial-use",
      category: "Commercial Use",
      question: i18n._(msg`Can businesses use Twend for brand campaigns?`),
      answer: i18n._(
        msg`Yes. Product launches, store openings, sponsorships and employer-branding campaigns all work well. You must own or have permission to use the logos and artwork you upload; see our Terms of Service for the details.`,
      ),
    },
    {
      id: "photo-privacy",
      category: "Safety",
      question: i18n._(msg`What happens to the photos supporters add?`),
      answer: i18n._(
        msg`They are used only to make that supporter's picture, and they stay on the supporter's device: the picture is drawn right in the browser, and only a count of it is sent to us. A browser that cannot draw it offers to send the photo and name to our server instead, and says so before anything is sent; what our server receives is deleted automatically within 24 hours by default. A picture shared through a share page is stored until its link expires. Anyone can report a Twend that misuses images, and our Privacy Policy explains what we store and for how long.`,
      ),
    },
    {
      id: "offline",
      category: "Usage",
      question: i18n._(msg`Does a Twend work without a connection?`),
      answer: i18n._(
        msg`Yes, once it has been opened. The browser keeps the Twend's page, its frame and the code that makes the picture on the device, so a supporter in a crowded stadium or a march with no network can open the link again, add a photo, make the picture, download it and share it. The views, pictures and downloads made offline are counted once the device is back online. Sharing as a link and having our server make the picture need a connection. After making a picture, Android phones offer to add the Twend to the home screen; on an iPhone, tap Share, then Add to Home Screen.`,
      ),
    },
    {
      id: "share-finished-picture",
      category: "Sharing",
      question: i18n._(msg`How do supporters share their finished picture?`),
      answer: i18n._(
        msg`After downloading, they can share straight to social apps from the share menu, copy a link to their picture, or set the downloaded image as their profile photo on WhatsApp, Facebook, Instagram, X or LinkedIn.`,
      ),
    },
  ];
}
