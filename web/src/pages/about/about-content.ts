import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import CalendarDays from "lucide-react/icons/calendar-days";
import Gift from "lucide-react/icons/gift";
import HandHeart from "lucide-react/icons/hand-heart";
import Landmark from "lucide-react/icons/landmark";
import Megaphone from "lucide-react/icons/megaphone";
import PenTool from "lucide-react/icons/pen-tool";
import Share2 from "lucide-react/icons/share-2";
import ShieldCheck from "lucide-react/icons/shield-check";
import Smartphone from "lucide-react/icons/smartphone";
import Sparkles from "lucide-react/icons/sparkles";
import UsersRound from "lucide-react/icons/users-round";
import Download from "lucide-react/icons/download";
import type { LucideIcon } from "lucide-react";

interface IconItem {
  icon: LucideIcon;
  title: MessageDescriptor;
  text: MessageDescriptor;
}

interface UseCase extends IconItem {
  /** A concrete Twend of this kind, so the use case reads as something real. */
  example: MessageDescriptor;
}

/** A figure about the product: a word, or a count written in the visitor's digits. */
export interface AboutFact {
  id: string;
  value: MessageDescriptor | number;
  label: MessageDescriptor;
}

export const ABOUT_FACTS: readonly AboutFact[] = [
  { id: "free", value: msg`Free`, label: msg`unlimited Twends and pictures` },
  { id: "speed", value: msg`< 30 s`, label: msg`from link to finished picture` },
  { id: "accounts", value: 0, label: msg`accounts needed by supporters` },
];

export const VALUES: readonly IconItem[] = [
  {
    icon: Gift,
    title: msg`Free for every cause`,
    text: msg`Creating a Twend and making pictures with it costs nothing, with no cap on campaigns or downloads. A neighbourhood clean-up deserves the same tools as a national campaign.`,
  },
  {
    icon: ShieldCheck,
    title: msg`Private by default`,
    text: msg`A supporter's photo is composed into the frame in their own browser. When the server has to render it, the photo is deleted within a day.`,
  },
  {
    icon: Smartphone,
    title: msg`Made for phones`,
    text: msg`Most profile pictures are changed on a phone, so every screen is designed for one thumb, a small screen and a patchy connection first.`,
  },
  {
    icon: Sparkles,
    title: msg`Simple beats clever`,
    text: msg`One frame, one photo, one name, one download. We leave out whatever would slow a supporter down between opening the link and posting the picture.`,
  },
];

export const HOW_IT_WORKS: readonly IconItem[] = [
  {
    icon: PenTool,
    title: msg`A creator designs the frame`,
    text: msg`Upload the campaign artwork, place the photo slot and the name line, choose fonts and colours, and publish.`,
  },
  {
    icon: Share2,
    title: msg`One link goes out`,
    text: msg`The Twend gets a short address to post in group chats, bios, newsletters and QR codes on posters.`,
  },
  {
    icon: UsersRound,
    title: msg`Anyone adds a photo and name`,
    text: msg`Supporters open the link, pick a photo, fit it into the slot and type their name. No sign-up, no app.`,
  },
  {
    icon: Download,
    title: msg`They download a PNG and post it`,
    text: msg`The finished picture is saved as a PNG, ready to become a profile picture, and every one of them advertises the link again.`,
  },
];

export const USE_CASES: readonly UseCase[] = [
  {
    icon: Landmark,
    title: msg`Political campaigns`,
    text: msg`Give volunteers and voters a way to declare their support on every profile they own, in the campaign's colours.`,
    example: msg`“I'm voting for Maria Santos” frames for a city council race.`,
  },
  {
    icon: Megaphone,
    title: msg`Brands and launches`,
    text: msg`Turn customers and staff into a visible launch crowd with a frame that carries the product, the date and the hashtag.`,
    example: msg`A coffee chain's “First sip of autumn” frame for its new menu.`,
  },
  {
    icon: CalendarDays,
    title: msg`Events and conferences`,
    text: msg`Let speakers, sponsors and attendees announce they are coming, weeks before the doors open.`,
    example: msg`“See you at DevFest Lagos” frames for speakers and attendees.`,
  },
  {
    icon: HandHeart,
    title: msg`Social causes`,
    text: msg`Awareness days, fundraisers and solidarity moments travel furthest when thousands of faces carry the same message.`,
    example: msg`A pink ribbon frame for Breast Cancer Awareness Month.`,
  },
];
