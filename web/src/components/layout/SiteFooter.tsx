import { Trans, useLingui } from "@lingui/react/macro";
import { PRODUCT_NAME } from "@twend/shared";
import { Link } from "wouter";
import { LocaleSwitcher } from "../../i18n/LocaleSwitcher.tsx";
import { Container } from "../ui/Container.tsx";
import { FOOTER_COLUMNS } from "./footer-links.ts";
import { Logo } from "./Logo.tsx";
import { ThemeSwitcher } from "./ThemeSwitcher.tsx";

export function SiteFooter() {
  const { i18n, t } = useLingui();
  const year = new Date().getFullYear();
  return (
    <footer className="border-t border-slate-800 bg-ink text-slate-300">
      <Container className="py-12 sm:py-16">
        <div className="grid gap-10 lg:grid-cols-[1.3fr_2fr]">
          <div className="max-w-sm">
            <Logo tone="light" />
            <p className="mt-4 text-sm leading-6 text-slate-400">
              <Trans>Campaign frames your supporters actually use. Design once, share one link, and watch profile pictures carry your message.</Trans>
            </p>
            <div className="mt-6 flex flex-wrap gap-2">
              <LocaleSwitcher tone="dark" />
              <ThemeSwitcher tone="dark" />
            </div>
          </div>
          <nav aria-label={t`Footer`} className="grid grid-cols-2 gap-8 sm:grid-cols-4">
            {FOOTER_COLUMNS.map((column) => (
              <div key={column.title.id}>
                <h2 className="text-xs font-semibold tracking-wider text-white uppercase">{i18n._(column.title)}</h2>
                <ul className="mt-4 space-y-3">
                  {column.links.map((link) => (
                    <li key={link.to}>
                      <Link to={link.to} className="rounded text-sm text-slate-400 transition-colors hover:text-white focus-visible:outline-white">
                        {i18n._(link.label)}
                      </Link>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </nav>
        </div>
        <div className="mt-12 flex flex-col gap-2 border-t border-slate-800 pt-6 text-xs text-slate-400 sm:flex-row sm:items-center sm:justify-between">
          <p>
            <Trans>
              © {year} {PRODUCT_NAME}. Free and unlimited for every campaign.
            </Trans>
          </p>
          <p>
            <Trans>Made for creators, causes and communities.</Trans>
          </p>
        </div>
      </Container>
    </footer>
  );
}
