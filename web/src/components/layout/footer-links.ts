import { SIGN_IN_PATH } from "./nav-links.ts";

interface FooterColumn {
  title: string;
  links: ReadonlyArray<{ to: string; label: string }>;
}

/** Every destination the spec lists for the home page and footer. */
export const FOOTER_COLUMNS: readonly FooterColumn[] = [
  {
    title: "Product",
    links: [
      { to: "/create", label: "Design a Twend" },
      { to: "/browse", label: "Browse Twends" },
      { to: "/demo", label: "Interactive demo" },
      { to: "/roadmap", label: "Roadmap" },
    ],
  },
  {
    title: "Company",
    links: [
      { to: "/about", label: "About" },
      { to: "/blog", label: "Blog" },
      { to: "/contact", label: "Contact" },
      { to: "/help", label: "Help center" },
    ],
  },
  {
    title: "Account",
    links: [
      { to: SIGN_IN_PATH, label: "Log in" },
      { to: "/dashboard", label: "Creator dashboard" },
      { to: "/admin/login", label: "Admin login" },
    ],
  },
  {
    title: "Legal",
    links: [
      { to: "/privacy", label: "Privacy policy" },
      { to: "/terms", label: "Terms of service" },
    ],
  },
];
