import { useLingui } from "@lingui/react/macro";
import { clsx } from "clsx";
import { NavLink } from "../ui/NavLink.tsx";
import { PRIMARY_NAV_LINKS } from "./nav-links.ts";

export function DesktopNav() {
  const { i18n } = useLingui();
  return (
    <ul className="hidden items-center gap-1 md:flex">
      {PRIMARY_NAV_LINKS.map((link) => (
        <li key={link.to}>
          <NavLink
            to={link.to}
            className={(isActive) =>
              clsx(
                "rounded-full px-3 py-2 text-sm font-medium whitespace-nowrap transition-colors",
                isActive ? "bg-brand-50 text-brand-800" : "text-slate-700 hover:bg-slate-100 hover:text-slate-950",
              )
            }
          >
            {i18n._(link.label)}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}
