import { uploadHint } from "@twend/shared";
import { Download, ImageUp, Move, Send, UserRound, type LucideIcon } from "lucide-react";
import { DEMO_STEP_COUNT } from "./demo-machine.ts";

export interface DemoStep {
  title: string;
  /** Who does this step: the creator once, or every supporter. */
  actor: "Creator" | "Supporter";
  text: string;
  points: readonly [string, string];
  icon: LucideIcon;
}

/** The example Twend the walkthrough follows from design to download. */
export const DEMO_TWEND = {
  title: "Clean Rivers Week",
  path: "/campaign/clean-rivers",
  supporter: "Amara Okafor",
  file: "clean-rivers-amara-okafor.png",
} as const;

export const DEMO_STEPS = [
  {
    title: "Upload a background",
    actor: "Creator",
    text: "Start from your campaign artwork: a poster, a logo on a colour, or a photo. It becomes the frame every supporter's picture sits in.",
    points: [uploadHint("background"), "Square designs look best on every network"],
    icon: ImageUp,
  },
  {
    title: "Place the photo and the name",
    actor: "Creator",
    text: "Drag the photo slot where the face should go and pick its shape. Add the name line and choose its font, size and colour.",
    points: ["Circle or square photo slot", "Live preview while you move things"],
    icon: Move,
  },
  {
    title: "Publish and share one link",
    actor: "Creator",
    text: "Publish the Twend and post its link in your groups, bio and newsletter. Visitors need no account and no app.",
    points: ["A short, readable address", "Free and unlimited, for you and everyone"],
    icon: Send,
  },
  {
    title: "Supporters add a photo and name",
    actor: "Supporter",
    text: "A supporter opens the link, picks a photo, zooms and moves it into the slot, and types the name to show.",
    points: ["Composed in the browser", "Works one-handed on a phone"],
    icon: UserRound,
  },
  {
    title: "Download and post the PNG",
    actor: "Supporter",
    text: "One tap saves a crisp PNG ready to set as a profile picture, or shares it straight to WhatsApp, X or Facebook.",
    points: ["Ready to post in under 30 seconds", "Every new picture spreads the link further"],
    icon: Download,
  },
] as const satisfies readonly DemoStep[] & { length: typeof DEMO_STEP_COUNT };
