import { Trans } from "@lingui/react/macro";

/** The first stop for keyboard users: past the header straight to the page's `#main`. */
export function SkipLink() {
  return (
    <a
      href="#main"
      className="fixed start-3 top-3 z-50 -translate-y-24 rounded-full bg-brand-700 px-4 py-2 text-sm font-semibold text-white shadow-lg transition-transform focus:translate-y-0"
    >
      <Trans>Skip to content</Trans>
    </a>
  );
}
