import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { isThemeChoice, type ThemeChoice } from "@twend/shared";
import clsx from "clsx";
import type { LucideIcon } from "lucide-react";
import Monitor from "lucide-react/icons/monitor";
import Moon from "lucide-react/icons/moon";
import Sun from "lucide-react/icons/sun";
import { useId } from "react";
import { chooseTheme, useThemeChoice } from "../../lib/theme-choice.ts";

const CHOICES: Record<ThemeChoice, { label: MessageDescriptor; Icon: LucideIcon }> = {
  system: { label: msg({ message: "System", comment: "The colour scheme that follows the device's light or dark setting" }), Icon: Monitor },
  light: { label: msg({ message: "Light", comment: "The light colour scheme" }), Icon: Sun },
  dark: { label: msg({ message: "Dark", comment: "The dark colour scheme" }), Icon: Moon },
};

interface ThemeSwitcherProps {
  tone: "light" | "dark";
  /** Only the scheme's icon shows (the bars): the select still names the choice to screen readers. */
  compact?: boolean;
  className?: string;
}

/**
 * Light, dark, or as the device is. A native select, like the language switcher beside it: the
 * phone's own picker, and the keyboard and screen readers work as with any field.
 */
export function ThemeSwitcher({ tone, compact = false, className }: ThemeSwitcherProps) {
  const { i18n, t } = useLingui();
  const id = useId();
  const choice = useThemeChoice();
  const { Icon } = CHOICES[choice];
  return (
    <div className={clsx("relative inline-flex items-center", className)}>
      <label htmlFor={id} className="sr-only">
        {t({ message: "Theme", comment: "The label of the field that picks a light or dark colour scheme" })}
      </label>
      <Icon aria-hidden className={clsx("pointer-events-none absolute start-2.5 size-4", tone === "dark" ? "text-slate-400" : "text-slate-500")} />
      <select
        id={id}
        value={choice}
        onChange={(event) => {
          if (isThemeChoice(event.target.value)) chooseTheme(event.target.value);
        }}
        className={clsx(
          "h-9 cursor-pointer appearance-none rounded-lg border text-sm font-medium transition-colors",
          // The options would inherit the transparent text in the browsers that style the open list.
          compact ? "w-9 text-transparent [&_option]:text-slate-900" : clsx("ps-8 pe-3", tone === "dark" ? "text-slate-200" : "text-slate-700"),
          tone === "dark" ? "border-slate-700 bg-slate-900 hover:border-slate-500 focus-visible:outline-white" : "border-slate-200 bg-surface hover:border-slate-300",
        )}
      >
        {Object.entries(CHOICES).map(([value, { label }]) => (
          <option key={value} value={value}>
            {i18n._(label)}
          </option>
        ))}
      </select>
    </div>
  );
}
