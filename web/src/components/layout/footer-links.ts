import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { SIGN_IN_PATH } from "./nav-links.ts";

interface FooterColumn {
  title: MessageDescriptor;
  links: ReadonlyArray<{ to: string; label: MessageDescriptor }>;
}

/** Every destination the spec lists for the home page and footer. */
export const FOOTER_COLUMNS: readonly FooterColumn[] = [
  {
    title: msg`Product`,
    links: [
      { to: "/create", label: msg`Design a Twend` },
      { to: "/browse", label: msg`Browse Twends` },
      { to: "/demo", label: msg`Interactive demo` },
      { to: "/roadmap", label: msg`Roadmap` },
    ],
  },
  {
    title: msg`Company`,
    links: [
      { to: "/about", label: msg`About` },
      { to: "/blog", label: msg`Blog` },
      { to: "/contact", label: msg`Contact` },
      { to: "/help", label: msg`Help center` },
    ],
  },
  {
    title: msg`Account`,
    links: [
      { to: SIGN_IN_PATH, label: msg`Log in` },
      { to: "/dashboard", label: msg`Creator dashboard` },
      { to: "/admin/login", label: msg`Admin login` },
    ],
  },
  {
    title: msg`Legal`,
    links: [
      { to: "/privacy", label: msg`Privacy policy` },
      { to: "/terms", label: msg`Terms of service` },
    ],
  },
];
