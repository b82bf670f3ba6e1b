import {
  CalendarDays,
  Gift,
  HandHeart,
  Landmark,
  Megaphone,
  PenTool,
  Share2,
  ShieldCheck,
  Smartphone,
  Sparkles,
  UsersRound,
  Download,
  type LucideIcon,
} from "lucide-react";

interface IconItem {
  icon: LucideIcon;
  title: string;
  text: string;
}

interface UseCase extends IconItem {
  /** A concrete Twend of this kind, so the use case reads as something real. */
  example: string;
}

export const ABOUT_FACTS = [
  { value: "Free", label: "unlimited Twends and pictures" },
  { value: "< 30 s", label: "from link to finished picture" },
  { value: "0", label: "accounts needed by supporters" },
] as const;

export const VALUES: readonly IconItem[] = [
  {
    icon: Gift,
    title: "Free for every cause",
    text: "Creating a Twend and making pictures with it costs nothing, with no cap on campaigns or downloads. A neighbourhood clean-up deserves the same tools as a national campaign.",
  },
  {
    icon: ShieldCheck,
    title: "Private by default",
    text: "A supporter's photo is composed into the frame in their own browser. When the server has to render it, the photo is deleted within a day.",
  },
  {
    icon: Smartphone,
    title: "Made for phones",
    text: "Most profile pictures are changed on a phone, so every screen is designed for one thumb, a small screen and a patchy connection first.",
  },
  {
    icon: Sparkles,
    title: "Simple beats clever",
    text: "One frame, one photo, one name, one download. We leave out whatever would slow a supporter down between opening the link and posting the picture.",
  },
];

export const HOW_IT_WORKS: readonly IconItem[] = [
  {
    icon: PenTool,
    title: "A creator designs the frame",
    text: "Upload the campaign artwork, place the photo slot and the name line, choose fonts and colours, and publish.",
  },
  {
    icon: Share2,
    title: "One link goes out",
    text: "The Twend gets a short address to post in group chats, bios, newsletters and QR codes on posters.",
  },
  {
    icon: UsersRound,
    title: "Anyone adds a photo and name",
    text: "Supporters open the link, pick a photo, fit it into the slot and type their name. No sign-up, no app.",
  },
  {
    icon: Download,
    title: "They download a PNG and post it",
    text: "The finished picture is saved as a PNG, ready to become a profile picture, and every one of them advertises the link again.",
  },
];

export const USE_CASES: readonly UseCase[] = [
  {
    icon: Landmark,
    title: "Political campaigns",
    text: "Give volunteers and voters a way to declare their support on every profile they own, in the campaign's colours.",
    example: "“I'm voting for Maria Santos” frames for a city council race.",
  },
  {
    icon: Megaphone,
    title: "Brands and launches",
    text: "Turn customers and staff into a visible launch crowd with a frame that carries the product, the date and the hashtag.",
    example: "A coffee chain's “First sip of autumn” frame for its new menu.",
  },
  {
    icon: CalendarDays,
    title: "Events and conferences",
    text: "Let speakers, sponsors and attendees announce they are coming, weeks before the doors open.",
    example: "“See you at DevFest Lagos” frames for speakers and attendees.",
  },
  {
    icon: HandHeart,
    title: "Social causes",
    text: "Awareness days, fundraisers and solidarity moments travel furthest when thousands of faces carry the same message.",
    example: "A pink ribbon frame for Breast Cancer Awareness Month.",
  },
];
