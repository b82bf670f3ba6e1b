import { PRODUCT_NAME } from "@twend/shared";
import { Compass, House } from "lucide-react";
import { Container } from "../../components/ui/Container.tsx";
import { LinkButton } from "../../components/ui/LinkButton.tsx";
import { COMING_SOON_PAGES, type ComingSoonPageId } from "./coming-soon-pages.ts";
import { Card } from "../../components/ui/Card.tsx";

/** The stand-in for every route whose screen is not built yet: says what it will be and where to go now. */
export default function ComingSoonPage({ page }: { page: ComingSoonPageId }) {
  const { area, title, description, icon: Icon } = COMING_SOON_PAGES[page];

  return (
    <Container className="py-14 sm:py-24">
      <title>{`${title} · ${PRODUCT_NAME}`}</title>
      <Card className="relative mx-auto max-w-2xl overflow-hidden px-6 py-12 text-center sm:px-12 sm:py-16">
        <div
          aria-hidden="true"
          className="absolute inset-x-0 top-0 h-40 bg-[radial-gradient(30rem_10rem_at_50%_0%,var(--color-brand-100),transparent)]"
        />
        <div className="relative">
          <span className="mx-auto grid size-16 place-items-center rounded-2xl bg-linear-to-br from-brand-600 to-accent-600 text-white shadow-lg shadow-brand-900/20">
            <Icon aria-hidden="true" className="size-8" />
          </span>
          <p className="mt-6 text-xs font-semibold tracking-wider text-brand-700 uppercase">{area}</p>
          <h1 className="mt-2 text-3xl font-extrabold tracking-tight text-balance text-slate-950 sm:text-4xl">
            {title}
          </h1>
          <p className="mx-auto mt-4 max-w-lg text-base leading-7 text-pretty text-slate-600">{description}</p>
          <p className="mt-6 inline-flex items-center gap-2 rounded-full bg-amber-50 px-3 py-1 text-sm font-semibold text-amber-800 ring-1 ring-amber-200 ring-inset">
            <span aria-hidden="true" className="size-1.5 rounded-full bg-amber-500" />
            Coming soon
          </p>
          <p className="mx-auto mt-3 max-w-md text-sm text-pretty text-slate-500">
            We're building this page right now. Meanwhile, explore the Twends that are already live.
          </p>
          <div className="mt-10 flex flex-col justify-center gap-3 sm:flex-row">
            <LinkButton to="/">
              <House aria-hidden="true" className="size-4" />
              Home
            </LinkButton>
            <LinkButton to="/browse" variant="secondary">
              <Compass aria-hidden="true" className="size-4" />
              Browse Twends
            </LinkButton>
          </div>
        </div>
      </Card>
    </Container>
  );
}
