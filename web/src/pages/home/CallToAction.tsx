import { Trans } from "@lingui/react/macro";
import ArrowRight from "lucide-react/icons/arrow-right";
import CirclePlay from "lucide-react/icons/circle-play";
import { Container } from "../../components/ui/Container.tsx";
import { LinkButton } from "../../components/ui/LinkButton.tsx";

export function CallToAction() {
  return (
    <section aria-labelledby="cta-title" className="below-fold py-14 sm:py-20">
      <Container>
        <div className="relative overflow-hidden rounded-3xl bg-linear-to-br from-brand-800 via-brand-700 to-accent-600 px-6 py-12 text-center shadow-xl shadow-brand-900/20 sm:px-12 sm:py-16">
          <div
            aria-hidden="true"
            className="absolute inset-0 bg-[radial-gradient(circle_at_15%_20%,rgb(255_255_255/0.18),transparent_40%),radial-gradient(circle_at_90%_80%,rgb(251_191_36/0.25),transparent_45%)]"
          />
          <div className="relative">
            <h2 id="cta-title" className="text-3xl font-extrabold tracking-tight text-balance text-white sm:text-4xl">
              <Trans>Ready to rally your people?</Trans>
            </h2>
            <p className="mx-auto mt-4 max-w-xl text-base text-pretty text-brand-100 sm:text-lg">
              <Trans>Launch your Twend today. It's free, it's unlimited, and your first supporters can post it in minutes.</Trans>
            </p>
            <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
              <LinkButton to="/create" variant="inverse" size="lg">
                <Trans>Start creating</Trans>
                <ArrowRight aria-hidden="true" className="size-5 rtl:-scale-x-100" />
              </LinkButton>
              <LinkButton to="/demo" variant="glass" size="lg">
                <CirclePlay aria-hidden="true" className="size-5" />
                <Trans>Watch the demo</Trans>
              </LinkButton>
            </div>
          </div>
        </div>
      </Container>
    </section>
  );
}
