/** The roadmap's static marketing content (spec 001, sections 2.3, 3 and 9). */

export type PhaseStatus = "completed" | "current" | "upcoming";
export type Priority = "high" | "medium" | "low";

export interface RoadmapFeature {
  title: string;
  description: string;
  priority: Priority;
  /** Between 16 and 120 hours, per the spec. */
  estimatedHours: number;
  specs: readonly string[];
  dependencies: readonly string[];
}

export interface RoadmapPhase {
  id: string;
  tab: string;
  name: string;
  status: PhaseStatus;
  duration: string;
  summary: string;
  overview: string;
  businessImpact: string;
  userBenefits: readonly string[];
  successMetrics: readonly string[];
  technicalCategories: readonly string[];
  features: readonly RoadmapFeature[];
}

export const ROADMAP_PHASES: readonly RoadmapPhase[] = [
  {
    id: "phase-0",
    tab: "Phase 0",
    name: "Foundation",
    status: "completed",
    duration: "Complete",
    summary: "The core loop: design a Twend, share the link, download the picture.",
    overview:
      "Phase 0 delivered the product itself: a studio to design frames, a public generator anyone can use without an account, browsing, creator dashboards and the admin tools to keep the platform healthy.",
    businessImpact: "A working, free alternative to paid DP generators, with zero friction for supporters: every downloaded picture advertises the Twend's link.",
    userBenefits: ["Publish a frame in minutes without design software", "Supporters finish a picture in under 30 seconds", "Unlimited free Twends and pictures"],
    successMetrics: ["Twends published per week", "Link-open to download conversion", "Median time to first download"],
    technicalCategories: ["Frontend", "API", "Image rendering", "Authentication"],
    features: [
      {
        title: "Twend studio",
        description: "Drag-and-drop editor for the background, photo slot and name line with a live preview.",
        priority: "high",
        estimatedHours: 120,
        specs: ["500-unit reference space scaled to any output size", "Circle and square photo slots", "Nine web-safe fonts"],
        dependencies: ["Image uploads", "Authentication"],
      },
      {
        title: "Public generator",
        description: "Photo, name and download in the browser, with a server render fallback.",
        priority: "high",
        estimatedHours: 80,
        specs: ["Browser canvas composition", "Server render kept 24 hours by default", "PNG download"],
        dependencies: ["Twend studio"],
      },
      {
        title: "Browse and search",
        description: "Find Twends by title or category, sorted by trending, newest or popular.",
        priority: "medium",
        estimatedHours: 32,
        specs: ["Case-insensitive search", "Grid and list views", "Filters kept in the URL"],
        dependencies: ["Public generator"],
      },
    ],
  },
  {
    id: "phase-1",
    tab: "Phase 1",
    name: "Growth and content",
    status: "current",
    duration: "0 to 1 month",
    summary: "Help new creators discover Twend and succeed with their first campaign.",
    overview:
      "Phase 1 adds the content that brings creators in and keeps them going: a blog, a help center, a contact form, a newsletter, and platform analytics for the team.",
    businessImpact: "Organic search traffic and a lower support load, while analytics show where creators drop off.",
    userBenefits: ["Answers without waiting for support", "Campaign ideas and how-to guides", "A direct line to the team"],
    successMetrics: ["Organic visits per month", "Help searches that end without a contact request", "Newsletter sign-ups"],
    technicalCategories: ["Content", "SEO", "Analytics"],
    features: [
      {
        title: "Blog",
        description: "Articles with categories, featured posts, related reading and an editor for the team.",
        priority: "high",
        estimatedHours: 48,
        specs: ["Featured section of 3 posts", "Up to 3 related posts", "Reading time at 200 words per minute"],
        dependencies: ["Admin panel"],
      },
      {
        title: "Help center",
        description: "A searchable FAQ grouped by category.",
        priority: "medium",
        estimatedHours: 24,
        specs: ["Case-insensitive search on questions and answers", "One answer open at a time"],
        dependencies: [],
      },
      {
        title: "Platform analytics",
        description: "Traffic, engagement and conversion for the admin team.",
        priority: "medium",
        estimatedHours: 40,
        specs: ["Last 7 days of activity", "Conversion and share rates to one decimal"],
        dependencies: ["Visit tracking"],
      },
    ],
  },
  {
    id: "phase-2",
    tab: "Phase 2",
    name: "Creator power tools",
    status: "upcoming",
    duration: "1 to 3 months",
    summary: "More control over the design and the output, for creators who run bigger campaigns.",
    overview: "Phase 2 gives creators richer designs and sharper output: high-resolution export, more layout options, and insight into where their pictures spread.",
    businessImpact: "Wins organisations that outgrow simple frames, the audience competing DP generators charge for.",
    userBenefits: ["Print-quality pictures", "Several layouts per campaign", "Know which channels work"],
    successMetrics: ["Share of Twends using advanced layouts", "Downloads per Twend", "Returning creators"],
    technicalCategories: ["Image rendering", "Editor", "Analytics"],
    features: [
      {
        title: "High-resolution export",
        description: "Download pictures up to 2000×2000 pixels, sharp enough for print.",
        priority: "high",
        estimatedHours: 40,
        specs: ["Export up to 2000×2000", "Same output in the browser and on the server"],
        dependencies: ["Public generator"],
      },
      {
        title: "Layout variants",
        description: "Several photo slots and text lines per Twend, for team and duo pictures.",
        priority: "medium",
        estimatedHours: 96,
        specs: ["Multiple slots per design", "Per-slot shape and border"],
        dependencies: ["Twend studio"],
      },
      {
        title: "Referral insights",
        description: "See which networks and links bring supporters to a Twend.",
        priority: "low",
        estimatedHours: 24,
        specs: ["Source from UTM tags and referrers", "Per-Twend breakdown"],
        dependencies: ["Platform analytics"],
      },
    ],
  },
  {
    id: "phase-3",
    tab: "Phase 3",
    name: "Ecosystem",
    status: "upcoming",
    duration: "3 to 6 months",
    summary: "Open Twend to designers and to other products.",
    overview: "Phase 3 builds a template marketplace where designers publish frames for others to adapt, and an API so Twend can live inside other sites and apps.",
    businessImpact: "A network of designers who bring their own audiences, and integrations that put Twend inside partner platforms.",
    userBenefits: ["Professional templates for any cause", "Designers earn from their work", "Twends embedded where supporters already are"],
    successMetrics: ["Templates published", "Marketplace creator earnings", "API calls per month"],
    technicalCategories: ["Marketplace", "Public API", "Payments"],
    features: [
      {
        title: "Template marketplace",
        description: "Designers publish reusable frames; creators adapt them in a click.",
        priority: "high",
        estimatedHours: 120,
        specs: ["70/30 split in the creator's favour", "Review before listing"],
        dependencies: ["Layout variants", "Payments"],
      },
      {
        title: "Embeds and public API",
        description: "Put a Twend's generator on any website, or create Twends from other tools.",
        priority: "medium",
        estimatedHours: 64,
        specs: ["Embeddable generator", "Token-based API access"],
        dependencies: ["Public generator"],
      },
    ],
  },
  {
    id: "monetization",
    tab: "Monetization",
    name: "Sustainable revenue",
    status: "upcoming",
    duration: "2 to 5 months",
    summary: "Fund the platform without charging for what is free today.",
    overview: "Creating and using Twends stays free. Revenue comes from optional extras: marketplace commissions and services for organisations that want more.",
    businessImpact: "Revenue that grows with usage, without a paywall between supporters and their picture.",
    userBenefits: ["The core product stays free", "Optional extras only for those who need them"],
    successMetrics: ["Marketplace gross volume", "Paying organisations", "Free usage kept growing"],
    technicalCategories: ["Payments", "Billing", "Marketplace"],
    features: [
      {
        title: "Marketplace commission",
        description: "A commission on premium template sales, between 10 and 30 percent depending on the template tier.",
        priority: "high",
        estimatedHours: 56,
        specs: ["Commission 10 to 30 percent", "Creator split 70/30", "Monthly payouts"],
        dependencies: ["Template marketplace"],
      },
      {
        title: "Organisation plans",
        description: "Team workspaces, brand kits and priority support for large campaigns.",
        priority: "medium",
        estimatedHours: 80,
        specs: ["Shared workspaces", "Brand colours and fonts", "Support response within 24 hours"],
        dependencies: ["Authentication"],
      },
      {
        title: "Sponsored placement",
        description: "Clearly labelled promotion of Twends in browse and on the home page.",
        priority: "low",
        estimatedHours: 16,
        specs: ["Labelled as sponsored", "Never inside a supporter's picture"],
        dependencies: ["Browse and search"],
      },
    ],
  },
];
