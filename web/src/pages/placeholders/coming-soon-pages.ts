import {
  BarChart3,
  BookOpen,
  ChartLine,
  FilePen,
  FilePlus,
  FileText,
  LifeBuoy,
  Mail,
  Map as MapIcon,
  Newspaper,
  CirclePlay,
  Scale,
  ShieldCheck,
  Users,
  Heart,
  ImagePlus,
  ShieldUser,
  type LucideIcon,
} from "lucide-react";

interface ComingSoonContent {
  /** Small label above the title: which part of the product the page belongs to. */
  area: string;
  title: string;
  /** One sentence on what the finished page will do. */
  description: string;
  icon: LucideIcon;
}

/** What each not-yet-built route will become; the router refers to these by id. */
export const COMING_SOON_PAGES = {
  demo: {
    area: "Explore",
    title: "Interactive demo",
    description: "A five-step guided walkthrough of how a Twend goes from design to a downloaded picture.",
    icon: CirclePlay,
  },
  roadmap: {
    area: "Explore",
    title: "Product roadmap",
    description: "What we have shipped and what comes next, phase by phase, with the details behind each feature.",
    icon: MapIcon,
  },
  about: {
    area: "Company",
    title: "About Twend",
    description:
      "Our mission, our values, how Twend works and who it serves, from political campaigns to brands, events and social causes.",
    icon: Heart,
  },
  contact: {
    area: "Company",
    title: "Contact us",
    description: "Send us a message, find our support hours and get quick answers to common questions.",
    icon: Mail,
  },
  help: {
    area: "Support",
    title: "Help center",
    description: "Searchable answers to the most common questions about creating, sharing and using Twends.",
    icon: LifeBuoy,
  },
  blog: {
    area: "Resources",
    title: "The Twend blog",
    description: "Guides, stories and tips on running campaigns that spread, with featured articles and topics.",
    icon: Newspaper,
  },
  blogPost: {
    area: "Resources",
    title: "Blog article",
    description: "Full articles from the Twend blog, with related reading and easy sharing.",
    icon: BookOpen,
  },
  privacy: {
    area: "Legal",
    title: "Privacy policy",
    description: "How Twend collects, uses and protects your information, and the choices you have.",
    icon: ShieldCheck,
  },
  terms: {
    area: "Legal",
    title: "Terms of service",
    description: "The rules for creating, sharing and using Twends on the platform.",
    icon: Scale,
  },
  adminLogin: {
    area: "Administration",
    title: "Admin login",
    description: "The sign-in page for Twend administrators.",
    icon: ShieldUser,
  },
  adminDashboard: {
    area: "Administration",
    title: "Admin dashboard",
    description: "Platform metrics, the last seven days of activity and shortcuts to every admin tool.",
    icon: BarChart3,
  },
  adminCampaigns: {
    area: "Administration",
    title: "Twend management",
    description: "Search every Twend, activate or deactivate it, mark it as trending, or remove it.",
    icon: ImagePlus,
  },
  adminBlog: {
    area: "Administration",
    title: "Blog management",
    description: "Publish, feature and organise the posts of the Twend blog.",
    icon: FileText,
  },
  adminBlogCreate: {
    area: "Administration",
    title: "New blog post",
    description: "Write, preview and publish a new article for the Twend blog.",
    icon: FilePlus,
  },
  adminBlogEdit: {
    area: "Administration",
    title: "Edit blog post",
    description: "Update an existing article, its tags, images and search details.",
    icon: FilePen,
  },
  adminUsers: {
    area: "Administration",
    title: "User management",
    description: "Search creator accounts and activate or deactivate them.",
    icon: Users,
  },
  adminAnalytics: {
    area: "Administration",
    title: "Platform analytics",
    description: "Traffic trends, engagement and conversion figures for the whole platform.",
    icon: ChartLine,
  },
} as const satisfies Record<string, ComingSoonContent>;

export type ComingSoonPageId = keyof typeof COMING_SOON_PAGES;

