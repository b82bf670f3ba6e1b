import ChartColumn from "lucide-react/icons/chart-column";
import Images from "lucide-react/icons/images";
import type { LucideIcon } from "lucide-react";
import Newspaper from "lucide-react/icons/newspaper";
import Users from "lucide-react/icons/users";
import { Link } from "wouter";

interface Shortcut {
  to: string;
  label: string;
  description: string;
  icon: LucideIcon;
}

const SHORTCUTS: readonly Shortcut[] = [
  { to: "/admin/campaigns", label: "Manage Twends", description: "Activate, feature or remove Twends", icon: Images },
  { to: "/admin/blog", label: "Manage Blog", description: "Write, publish and feature posts", icon: Newspaper },
  { to: "/admin/users", label: "Manage Users", description: "Activate or deactivate accounts", icon: Users },
  { to: "/admin/analytics", label: "View Analytics", description: "Traffic, engagement and categories", icon: ChartColumn },
];

export function AdminShortcuts() {
  return (
    <nav aria-label="Admin shortcuts">
      <ul className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        {SHORTCUTS.map(({ to, label, description, icon: Icon }) => (
          <li key={to} className="min-w-0">
            <Link
              to={to}
              className="group flex h-full min-h-20 items-center gap-3 rounded-2xl border border-slate-200/80 bg-surface p-3 text-slate-900 shadow-card transition duration-200 hover:-translate-y-0.5 hover:shadow-card-hover sm:p-4"
            >
              <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-brand-50 text-brand-700">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <span className="min-w-0">
                <span className="block text-sm leading-tight font-semibold sm:text-base">{label}</span>
                <span className="mt-0.5 hidden truncate text-xs text-slate-500 md:block">{description}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
