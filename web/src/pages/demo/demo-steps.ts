import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import Download from "lucide-react/icons/download";
import ImageUp from "lucide-react/icons/image-up";
import Move from "lucide-react/icons/move";
import Send from "lucide-react/icons/send";
import UserRound from "lucide-react/icons/user-round";
import type { LucideIcon } from "lucide-react";
import { uploadHintText } from "../help/upload-rules-answer.ts";
import { DEMO_STEP_COUNT } from "./demo-machine.ts";

/** One step of the walkthrough, as the visitor reads it. */
export interface DemoStep {
  id: string;
  title: string;
  /** Who does this step: the creator once, or every supporter. */
  actor: string;
  text: string;
  points: readonly [string, string];
  icon: LucideIcon;
  /** The icon points a way (a paper plane flying on), so it turns round in right-to-left pages. */
  directional: boolean;
}

/** The example Twend the walkthrough follows from design to download; the names and addresses are its own. */
export const DEMO_CAMPAIGN = {
  title: msg({ message: "Clean Rivers Week", comment: "The example campaign's title in the demo" }),
  path: "/campaign/clean-rivers",
  supporter: "Amara Okafor",
  file: "clean-rivers-amara-okafor.png",
} as const;

const CREATOR = msg`Creator`;
const SUPPORTER = msg`Supporter`;

/** The five steps, in the visitor's language. */
export function demoSteps(i18n: I18n) {
  const creator = i18n._(CREATOR);
  const supporter = i18n._(SUPPORTER);
  return [
    {
      id: "upload",
      title: i18n._(msg`Upload a background`),
      actor: creator,
      text: i18n._(msg`Start from your campaign artwork: a poster, a logo on a colour, or a photo. It becomes the frame every supporter's picture sits in.`),
      points: [uploadHintText(i18n, "background"), i18n._(msg`Square designs look best on every network`)],
      icon: ImageUp,
      directional: false,
    },
    {
      id: "place",
      title: i18n._(msg`Place the photo and the name`),
      actor: creator,
      text: i18n._(msg`Drag the photo slot where the face should go and pick its shape. Add the name line and choose its font, size and colour.`),
      points: [i18n._(msg`Circle or square photo slot`), i18n._(msg`Live preview while you move things`)],
      icon: Move,
      directional: false,
    },
    {
      id: "publish",
      title: i18n._(msg`Publish and share one link`),
      actor: creator,
      text: i18n._(msg`Publish the Twend and post its link in your groups, bio and newsletter. Visitors need no account and no app.`),
      points: [i18n._(msg`A short, readable address`), i18n._(msg`Free and unlimited, for you and everyone`)],
      icon: Send,
      directional: true,
    },
    {
      id: "personalise",
      title: i18n._(msg`Supporters add a photo and name`),
      actor: supporter,
      text: i18n._(msg`A supporter opens the link, picks a photo, zooms and moves it into the slot, and types the name to show.`),
      points: [i18n._(msg`Composed in the browser`), i18n._(msg`Works one-handed on a phone`)],
      icon: UserRound,
      directional: false,
    },
    {
      id: "download",
      title: i18n._(msg`Download and post the PNG`),
      actor: supporter,
      text: i18n._(msg`One tap saves a crisp PNG ready to set as a profile picture, or shares it straight to WhatsApp, X or Facebook.`),
      points: [i18n._(msg`Ready to post in under 30 seconds`), i18n._(msg`Every new picture spreads the link further`)],
      icon: Download,
      directional: false,
    },
  ] as const satisfies readonly DemoStep[] & { length: typeof DEMO_STEP_COUNT };
}
