import {
  BookOpen,
  FilePen,
  FilePlus,
  FileText,
  LifeBuoy,
  Mail,
  Newspaper,
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
} as const satisfies Record<string, ComingSoonContent>;

export type ComingSoonPageId = keyof typeof COMING_SOON_PAGES;

