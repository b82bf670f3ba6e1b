import { useLingui } from "@lingui/react/macro";
import { LocaleSwitcher } from "../../i18n/LocaleSwitcher.tsx";

/**
 * The bar's language field: LocaleSwitcher's native select at a fixed width, showing the globe
 * and the language's short code. It takes as little of the bar as it can, the same in every
 * language, so nothing moves when the page loads; its open list still names each language in
 * full. The select's own text is made transparent, not removed: it stays the value screen
 * readers announce, with the field's label.
 *
 * From 1024 px up only: below, a signed-in user's actions already fill the bar (the Dashboard
 * button drops its label there), and the footer's switcher serves those widths.
 */
export function HeaderLocaleSwitcher() {
  const { i18n } = useLingui();
  const shortCode = (i18n.locale.split("-")[0] ?? i18n.locale).toUpperCase();
  return (
    <div className="relative hidden lg:flex">
      {/* The options would inherit the transparent text in the browsers that style the open list. */}
      <LocaleSwitcher tone="light" className="[&_option]:text-slate-900 [&_select]:w-17 [&_select]:text-transparent" />
      <span aria-hidden="true" className="pointer-events-none absolute inset-y-0 start-8 flex items-center text-sm font-medium text-slate-700 forced-colors:hidden">
        {shortCode}
      </span>
    </div>
  );
}
