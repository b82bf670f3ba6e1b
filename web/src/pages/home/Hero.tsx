import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import ArrowRight from "lucide-react/icons/arrow-right";
import Check from "lucide-react/icons/check";
import Compass from "lucide-react/icons/compass";
import { Container } from "../../components/ui/Container.tsx";
import { LinkButton } from "../../components/ui/LinkButton.tsx";
import { HeroVisual } from "./HeroVisual.tsx";

const PROMISES = [msg`Free and unlimited`, msg`No design skills needed`, msg`Works on any phone`];

export function Hero() {
  const { i18n } = useLingui();
  return (
    <section aria-labelledby="hero-title" className="relative overflow-hidden">
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(60rem_30rem_at_10%_-10%,var(--color-brand-100),transparent),radial-gradient(40rem_30rem_at_100%_0%,rgb(244_114_182/0.16),transparent)]"
      />
      <Container className="grid items-center gap-14 pt-12 pb-16 sm:pt-16 md:grid-cols-[1.1fr_1fr] md:gap-10 md:pb-24 lg:pt-24">
        <div className="text-center md:text-start">
          <p className="inline-flex items-center gap-2 rounded-full border border-brand-200 bg-surface/70 px-3 py-1 text-xs font-semibold text-brand-800 shadow-sm">
            <span className="size-1.5 rounded-full bg-accent-500" aria-hidden="true" />
            <Trans>Display pictures for every cause</Trans>
          </p>
          <h1 id="hero-title" className="mt-5 text-4xl leading-[1.05] font-extrabold tracking-tight text-balance text-slate-950 sm:text-5xl lg:text-6xl">
            <Trans>
              Put your campaign on <span className="bg-linear-to-r from-brand-700 to-accent-600 bg-clip-text text-transparent">every profile picture</span>
            </Trans>
          </h1>
          <p className="mx-auto mt-5 max-w-xl text-base leading-7 text-pretty text-slate-600 sm:text-lg md:mx-0">
            <Trans>
              Design a Twend, a shareable photo frame, in minutes. Supporters open your link, add their photo and name, and download a ready-to-post picture in under 30
              seconds.
            </Trans>
          </p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row md:justify-start">
            <LinkButton to="/create" size="lg">
              <Trans>Create your Twend</Trans>
              <ArrowRight aria-hidden="true" className="size-5 rtl:-scale-x-100" />
            </LinkButton>
            <LinkButton to="/browse" variant="secondary" size="lg">
              <Compass aria-hidden="true" className="size-5" />
              <Trans>Browse Twends</Trans>
            </LinkButton>
          </div>
          <ul className="mt-8 flex flex-wrap justify-center gap-x-5 gap-y-2 text-sm text-slate-600 md:justify-start">
            {PROMISES.map((promise) => (
              <li key={promise.id} className="inline-flex items-center gap-1.5">
                <Check aria-hidden="true" className="size-4 text-emerald-600" />
                {i18n._(promise)}
              </li>
            ))}
          </ul>
        </div>
        <HeroVisual />
      </Container>
    </section>
  );
}
