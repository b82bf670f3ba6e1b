import { Clock, Mail, MessageCircle, type LucideIcon } from "lucide-react";
import type { FaqItem } from "../help/FaqAccordion.tsx";

export const CONTACT_CHANNELS: ReadonlyArray<{ icon: LucideIcon; title: string; text: string; href?: string }> = [
  { icon: Mail, title: "Email", text: "support@twend.app", href: "mailto:support@twend.app" },
  { icon: MessageCircle, title: "Partnerships and press", text: "hello@twend.app", href: "mailto:hello@twend.app" },
  // Spec section 9's stated claim.
  { icon: Clock, title: "Response time", text: "We reply within 24 hours" },
];

export const SUPPORT_HOURS: ReadonlyArray<{ days: string; hours: string }> = [
  { days: "Monday to Friday", hours: "9:00 – 18:00 UTC" },
  { days: "Saturday", hours: "10:00 – 14:00 UTC" },
  { days: "Sunday", hours: "Closed" },
];

export const CONTACT_FAQ: readonly FaqItem[] = [
  {
    id: "reply-time",
    question: "How quickly will you answer?",
    answer: "We reply to every message within 24 hours, and usually much sooner during support hours. Messages sent at the weekend are answered on Monday.",
  },
  {
    id: "urgent-campaign",
    question: "My campaign launches today and something is broken. What should I do?",
    answer: "Choose Technical support as the subject and include the link to your Twend and what you see. Those messages are read first.",
  },
  {
    id: "report-twend",
    question: "How do I report a Twend that uses my artwork?",
    answer:
      "Use “Report this Twend” on the Twend's page, or write to us with the link and proof that the artwork is yours. We review every report and remove Twends that break our Terms of Service.",
  },
  {
    id: "feature-ideas",
    question: "Do you take feature requests?",
    answer: "Yes, choose Feature request as the subject. Our roadmap shows what we are already building, and many of its items started as a message like yours.",
  },
];
