import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { clsx } from "clsx";
import Compass from "lucide-react/icons/compass";
import type { LucideIcon } from "lucide-react";
import Plus from "lucide-react/icons/plus";
import ShieldCheck from "lucide-react/icons/shield-check";
import { Link } from "wouter";
import { useIsAdmin } from "../../features/dashboard/use-dashboard.ts";

interface QuickLink {
  to: string;
  label: MessageDescriptor;
  description: MessageDescriptor;
  icon: LucideIcon;
  featured?: boolean;
}

const LINKS: readonly QuickLink[] = [
  { to: "/create", label: msg`Create Twend`, description: msg`Design a new frame`, icon: Plus, featured: true },
  { to: "/", label: msg`Explore Twends`, description: msg`See what's trending`, icon: Compass },
];

const ADMIN_LINK: QuickLink = { to: "/admin/dashboard", label: msg`Admin Panel`, description: msg`Manage the platform`, icon: ShieldCheck };

/**
 * Create, Explore and, for admins only, the Admin Panel. The tiles keep one height whether the
 * admin tile is there or not, so the answer of the status check never pushes the page down.
 */
export function QuickLinks() {
  const { t, i18n } = useLingui();
  const isAdmin = useIsAdmin();
  const links = isAdmin ? [...LINKS, ADMIN_LINK] : LINKS;

  return (
    <nav aria-label={t`Quick links`}>
      <ul className={clsx("grid gap-3 sm:gap-4", isAdmin ? "grid-cols-3" : "grid-cols-2")}>
        {links.map(({ to, label, description, icon: Icon, featured }) => (
          <li key={to} className="min-w-0">
            <Link
              to={to}
              className={clsx(
                "group flex h-full min-h-20 flex-col items-start justify-center gap-2 rounded-2xl p-3 transition duration-200 hover:-translate-y-0.5 sm:flex-row sm:items-center sm:gap-3 sm:p-4",
                featured
                  ? "bg-linear-to-br from-brand-700 to-accent-600 text-white shadow-lg shadow-brand-900/20 hover:shadow-xl"
                  : "border border-slate-200/80 bg-surface text-slate-900 shadow-card hover:shadow-card-hover",
              )}
            >
              <span className={clsx("grid size-9 shrink-0 place-items-center rounded-xl sm:size-10", featured ? "bg-white/15 text-white" : "bg-brand-50 text-brand-700")}>
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <span className="min-w-0">
                <span className="block text-sm leading-tight font-semibold sm:text-base">{i18n._(label)}</span>
                <span className={clsx("mt-0.5 hidden truncate text-xs md:block", featured ? "text-white/80" : "text-slate-500")}>{i18n._(description)}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
