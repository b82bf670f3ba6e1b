/** The roadmap's static marketing content (spec 001, sections 2.3, 3 and 9), as descriptors read in the visitor's language. */

import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";

export type PhaseStatus = "completed" | "current" | "upcoming";
export type Priority = "high" | "medium" | "low";

export interface RoadmapFeature {
  title: MessageDescriptor;
  description: MessageDescriptor;
  priority: Priority;
  /** Between 16 and 120 hours, per the spec. */
  estimatedHours: number;
  specs: readonly MessageDescriptor[];
  dependencies: readonly MessageDescriptor[];
}

export interface RoadmapPhase {
  id: string;
  tab: MessageDescriptor;
  name: MessageDescriptor;
  status: PhaseStatus;
  duration: MessageDescriptor;
  summary: MessageDescriptor;
  overview: MessageDescriptor;
  businessImpact: MessageDescriptor;
  userBenefits: readonly MessageDescriptor[];
  successMetrics: readonly MessageDescriptor[];
  technicalCategories: readonly MessageDescriptor[];
  features: readonly RoadmapFeature[];
}

export const ROADMAP_PHASES: readonly RoadmapPhase[] = [
  {
    id: "phase-0",
    tab: msg`Phase 0`,
    name: msg`Foundation`,
    status: "completed",
    duration: msg`Complete`,
    summary: msg`The core loop: design a Twend, share the link, download the picture.`,
    overview: msg`Phase 0 delivered the product itself: a studio to design frames, a public generator anyone can use without an account, browsing, creator dashboards and the admin tools to keep the platform healthy.`,
    businessImpact: msg`A working, free alternative to paid DP generators, with zero friction for supporters: every downloaded picture advertises the Twend's link.`,
    userBenefits: [
      msg`Publish a frame in minutes without design software`,
      msg`Supporters finish a picture in under 30 seconds`,
      msg`Unlimited free Twends and pictures`,
    ],
    successMetrics: [msg`Twends published per week`, msg`Link-open to download conversion`, msg`Median time to first download`],
    technicalCategories: [msg`Frontend`, msg`API`, msg`Image rendering`, msg`Authentication`],
    features: [
      {
        title: msg`Twend studio`,
        description: msg`Drag-and-drop editor for the background, photo slot and name line with a live preview.`,
        priority: "high",
        estimatedHours: 120,
        specs: [msg`500-unit reference space scaled to any output size`, msg`Circle and square photo slots`, msg`Nine web-safe fonts`],
        dependencies: [msg`Image uploads`, msg`Authentication`],
      },
      {
        title: msg`Public generator`,
        description: msg`Photo, name and download in the browser, with a server render fallback.`,
        priority: "high",
        estimatedHours: 80,
        specs: [msg`Browser canvas composition`, msg`Server render kept 24 hours by default`, msg`PNG download`],
        dependencies: [msg`Twend studio`],
      },
      {
        title: msg`Browse and search`,
        description: msg`Find Twends by title or category, sorted by trending, newest or popular.`,
        priority: "medium",
        estimatedHours: 32,
        specs: [msg`Case-insensitive search`, msg`Grid and list views`, msg`Filters kept in the URL`],
        dependencies: [msg`Public generator`],
      },
    ],
  },
  {
    id: "phase-1",
    tab: msg`Phase 1`,
    name: msg`Growth and content`,
    status: "current",
    duration: msg`0 to 1 month`,
    summary: msg`Help new creators discover Twend and succeed with their first campaign.`,
    overview: msg`Phase 1 adds the content that brings creators in and keeps them going: a blog, a help center, a contact form, a newsletter, and platform analytics for the team.`,
    businessImpact: msg`Organic search traffic and a lower support load, while analytics show where creators drop off.`,
    userBenefits: [msg`Answers without waiting for support`, msg`Campaign ideas and how-to guides`, msg`A direct line to the team`],
    successMetrics: [msg`Organic visits per month`, msg`Help searches that end without a contact request`, msg`Newsletter sign-ups`],
    technicalCategories: [msg`Content`, msg`SEO`, msg`Analytics`],
    features: [
      {
        title: msg`Blog`,
        description: msg`Articles with categories, featured posts, related reading and an editor for the team.`,
        priority: "high",
        estimatedHours: 48,
        specs: [msg`Featured section of 3 posts`, msg`Up to 3 related posts`, msg`Reading time at 200 words per minute`],
        dependencies: [msg`Admin panel`],
      },
      {
        title: msg`Help center`,
        description: msg`A searchable FAQ grouped by category.`,
        priority: "medium",
        estimatedHours: 24,
        specs: [msg`Case-insensitive search on questions and answers`, msg`One answer open at a time`],
        dependencies: [],
      },
      {
        title: msg`Platform analytics`,
        description: msg`Traffic, engagement and conversion for the admin team.`,
        priority: "medium",
        estimatedHours: 40,
        specs: [msg`Last 7 days of activity`, msg`Conversion and share rates to one decimal`],
        dependencies: [msg`Visit tracking`],
      },
    ],
  },
  {
    id: "phase-2",
    tab: msg`Phase 2`,
    name: msg`Creator power tools`,
    status: "upcoming",
    duration: msg`1 to 3 months`,
    summary: msg`More control over the design and the output, for creators who run bigger campaigns.`,
    overview: msg`Phase 2 gives creators richer designs and sharper output: high-resolution export, more layout options, and insight into where their pictures spread.`,
    businessImpact: msg`Wins organisations that outgrow simple frames, the audience competing DP generators charge for.`,
    userBenefits: [msg`Print-quality pictures`, msg`Several layouts per campaign`, msg`Know which channels work`],
    successMetrics: [msg`Share of Twends using advanced layouts`, msg`Downloads per Twend`, msg`Returning creators`],
    technicalCategories: [msg`Image rendering`, msg`Editor`, msg`Analytics`],
    features: [
      {
        title: msg`High-resolution export`,
        description: msg`Download pictures up to 2000×2000 pixels, sharp enough for print.`,
        priority: "high",
        estimatedHours: 40,
        specs: [msg`Export up to 2000×2000`, msg`Same output in the browser and on the server`],
        dependencies: [msg`Public generator`],
      },
      {
        title: msg`Layout variants`,
        description: msg`Several photo slots and text lines per Twend, for team and duo pictures.`,
        priority: "medium",
        estimatedHours: 96,
        specs: [msg`Multiple slots per design`, msg`Per-slot shape and border`],
        dependencies: [msg`Twend studio`],
      },
      {
        title: msg`Referral insights`,
        description: msg`See which networks and links bring supporters to a Twend.`,
        priority: "low",
        estimatedHours: 24,
        specs: [msg`Source from UTM tags and referrers`, msg`Per-Twend breakdown`],
        dependencies: [msg`Platform analytics`],
      },
    ],
  },
  {
    id: "phase-3",
    tab: msg`Phase 3`,
    name: msg`Ecosystem`,
    status: "upcoming",
    duration: msg`3 to 6 months`,
    summary: msg`Open Twend to designers and to other products.`,
    overview: msg`Phase 3 builds a template marketplace where designers publish frames for others to adapt, and an API so Twend can live inside other sites and apps.`,
    businessImpact: msg`A network of designers who bring their own audiences, and integrations that put Twend inside partner platforms.`,
    userBenefits: [msg`Professional templates for any cause`, msg`Designers earn from their work`, msg`Twends embedded where supporters already are`],
    successMetrics: [msg`Templates published`, msg`Marketplace creator earnings`, msg`API calls per month`],
    technicalCategories: [msg`Marketplace`, msg`Public API`, msg`Payments`],
    features: [
      {
        title: msg`Template marketplace`,
        description: msg`Designers publish reusable frames; creators adapt them in a click.`,
        priority: "high",
        estimatedHours: 120,
        specs: [msg`70/30 split in the creator's favour`, msg`Review before listing`],
        dependencies: [msg`Layout variants`, msg`Payments`],
      },
      {
        title: msg`Embeds and public API`,
        description: msg`Put a Twend's generator on any website, or create Twends from other tools.`,
        priority: "medium",
        estimatedHours: 64,
        specs: [msg`Embeddable generator`, msg`Token-based API access`],
        dependencies: [msg`Public generator`],
      },
    ],
  },
  {
    id: "monetization",
    tab: msg`Monetization`,
    name: msg`Sustainable revenue`,
    status: "upcoming",
    duration: msg`2 to 5 months`,
    summary: msg`Fund the platform without charging for what is free today.`,
    overview: msg`Creating and using Twends stays free. Revenue comes from optional extras: marketplace commissions and services for organisations that want more.`,
    businessImpact: msg`Revenue that grows with usage, without a paywall between supporters and their picture.`,
    userBenefits: [msg`The core product stays free`, msg`Optional extras only for those who need them`],
    successMetrics: [msg`Marketplace gross volume`, msg`Paying organisations`, msg`Free usage kept growing`],
    technicalCategories: [msg`Payments`, msg`Billing`, msg`Marketplace`],
    features: [
      {
        title: msg`Marketplace commission`,
        description: msg`A commission on premium template sales, between 10 and 30 percent depending on the template tier.`,
        priority: "high",
        estimatedHours: 56,
        specs: [msg`Commission 10 to 30 percent`, msg`Creator split 70/30`, msg`Monthly payouts`],
        dependencies: [msg`Template marketplace`],
      },
      {
        title: msg`Organisation plans`,
        description: msg`Team workspaces, brand kits and priority support for large campaigns.`,
        priority: "medium",
        estimatedHours: 80,
        specs: [msg`Shared workspaces`, msg`Brand colours and fonts`, msg`Support response within 24 hours`],
        dependencies: [msg`Authentication`],
      },
      {
        title: msg`Sponsored placement`,
        description: msg`Clearly labelled promotion of Twends in browse and on the home page.`,
        priority: "low",
        estimatedHours: 16,
        specs: [msg`Labelled as sponsored`, msg`Never inside a supporter's picture`],
        dependencies: [msg`Browse and search`],
      },
    ],
  },
];
