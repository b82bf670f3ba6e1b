import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import Clock from "lucide-react/icons/clock";
import Mail from "lucide-react/icons/mail";
import MessageCircle from "lucide-react/icons/message-circle";
import type { LucideIcon } from "lucide-react";

/** A way to reach the team: an address to write to, or a fact to know. */
export type ContactChannel = { id: string; icon: LucideIcon; title: MessageDescriptor } & ({ email: string } | { text: MessageDescriptor });

export const CONTACT_CHANNELS: readonly ContactChannel[] = [
  { id: "email", icon: Mail, title: msg`Email`, email: "support@twend.app" },
  { id: "partnerships", icon: MessageCircle, title: msg`Partnerships and press`, email: "hello@twend.app" },
  // The response time the contact page promises.
  { id: "response-time", icon: Clock, title: msg`Response time`, text: msg`We reply within 24 hours` },
];

export const SUPPORT_HOURS: ReadonlyArray<{ id: string; days: MessageDescriptor; hours: MessageDescriptor }> = [
  { id: "weekdays", days: msg`Monday to Friday`, hours: msg`9:00 – 18:00 UTC` },
  { id: "saturday", days: msg`Saturday`, hours: msg`10:00 – 14:00 UTC` },
  { id: "sunday", days: msg`Sunday`, hours: msg`Closed` },
];

/** The contact page's questions, read in the visitor's language when shown. */
export const CONTACT_FAQ: ReadonlyArray<{ id: string; question: MessageDescriptor; answer: MessageDescriptor }> = [
  {
    id: "reply-time",
    question: msg`How quickly will you answer?`,
    answer: msg`We reply to every message within 24 hours, and usually much sooner during support hours. Messages sent at the weekend are answered on Monday.`,
  },
  {
    id: "urgent-campaign",
    question: msg`My campaign launches today and something is broken. What should I do?`,
    answer: msg`Choose Technical support as the subject and include the link to your Twend and what you see. Those messages are read first.`,
  },
  {
    id: "report-twend",
    question: msg`How do I report a Twend that uses my artwork?`,
    answer: msg`Use “Report this Twend” on the Twend's page, or write to us with the link and proof that the artwork is yours. We review every report and remove Twends that break our Terms of Service.`,
  },
  {
    id: "feature-ideas",
    question: msg`Do you take feature requests?`,
    answer: msg`Yes, choose Feature request as the subject. Our roadmap shows what we are already building, and many of its items started as a message like yours.`,
  },
];
