import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { HELP_CATEGORIES, PRODUCT_NAME } from "@twend/shared";
import { clsx } from "clsx";
import ArrowRight from "lucide-react/icons/arrow-right";
import CirclePlay from "lucide-react/icons/circle-play";
import Info from "lucide-react/icons/info";
import Mail from "lucide-react/icons/mail";
import Search from "lucide-react/icons/search";
import SearchX from "lucide-react/icons/search-x";
import type { LucideIcon } from "lucide-react";
import { useId, useState } from "react";
import { Link } from "wouter";
import { Button } from "../../components/ui/Button.tsx";
import { Card } from "../../components/ui/Card.tsx";
import { Container } from "../../components/ui/Container.tsx";
import { EmptyState } from "../../components/ui/EmptyState.tsx";
import { inputClasses } from "../../components/ui/input-classes.ts";
import { PageHeader } from "../about/PageHeader.tsx";
import { FilterChips } from "../blog/FilterChips.tsx";
import { FaqAccordion } from "./FaqAccordion.tsx";
import { helpCategoryLabel, helpEntries, type HelpCategory } from "./help-faq.ts";
import { filterHelpEntries } from "./help-search.ts";

const NEXT_STEPS: ReadonlyArray<{ to: string; icon: LucideIcon; title: MessageDescriptor; text: MessageDescriptor }> = [
  { to: "/contact", icon: Mail, title: msg`Contact support`, text: msg`Can't find your answer? Write to us; we reply within 24 hours.` },
  { to: "/demo", icon: CirclePlay, title: msg`Watch the demo`, text: msg`See a Twend go from artwork to shared profile pictures in five steps.` },
  { to: "/about", icon: Info, title: msg`About ${PRODUCT_NAME}`, text: msg`Our mission, our values and the campaigns people run with us.` },
];

export default function HelpPage() {
  const { i18n, t } = useLingui();
  const searchId = useId();
  const [search, setSearch] = useState("");
  const [category, setCategory] = useState<HelpCategory | null>(null);
  const results = filterHelpEntries(helpEntries(i18n), search, category, i18n.locale);
  const count = results.length;
  const categoryLabel = category ? helpCategoryLabel(i18n, category) : null;

  return (
    <>
      <title>{t`Help center · ${PRODUCT_NAME}`}</title>
      <PageHeader
        eyebrow={t`Help center`}
        title={t`How can we help?`}
        text={t`Answers to the questions creators and supporters ask most, from making your first Twend to sharing the finished picture.`}
      >
        <form role="search" onSubmit={(event) => event.preventDefault()} className="relative mx-auto mt-8 max-w-xl">
          <label htmlFor={searchId} className="sr-only">
            <Trans>Search the help center</Trans>
          </label>
          <Search aria-hidden="true" className="pointer-events-none absolute start-4 top-1/2 size-5 -translate-y-1/2 text-slate-400" />
          <input
            id={searchId}
            type="search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            placeholder={t`Search questions and answers`}
            autoComplete="off"
            enterKeyHint="search"
            className={clsx(inputClasses, "h-13 rounded-full ps-12 shadow-card sm:text-base")}
          />
        </form>
      </PageHeader>

      <section aria-labelledby="faq-title" className="py-10 sm:py-14">
        <Container className="max-w-3xl">
          <h2 id="faq-title" className="sr-only">
            <Trans>Frequently asked questions</Trans>
          </h2>
          <FilterChips
            label={t`Filter questions by category`}
            options={HELP_CATEGORIES}
            labelOf={(option) => helpCategoryLabel(i18n, option)}
            value={category}
            onChange={setCategory}
          />
          <p role="status" className="mt-5 mb-3 text-sm font-medium text-slate-600">
            {categoryLabel ? (
              <Plural value={count} one={`# answer in ${categoryLabel}`} other={`# answers in ${categoryLabel}`} />
            ) : (
              <Plural value={count} one="# answer" other="# answers" />
            )}
          </p>
          {results.length > 0 ? (
            // Keyed by the filter so a new search starts with every answer closed.
            <FaqAccordion key={`${category ?? ""}|${search}`} items={results} />
          ) : (
            <EmptyState
              icon={SearchX}
              title={t`No results found`}
              text={t`Try other words or another category, or ask us directly.`}
              action={
                <Button
                  variant="secondary"
                  onClick={() => {
                    setSearch("");
                    setCategory(null);
                  }}
                >
                  <Trans>Show all questions</Trans>
                </Button>
              }
            />
          )}
        </Container>
      </section>

      <section aria-labelledby="more-help-title" className="bg-slate-50 py-12 sm:py-16">
        <Container>
          <h2 id="more-help-title" className="text-center text-2xl font-bold tracking-tight text-slate-950 sm:text-3xl">
            <Trans>Still need help?</Trans>
          </h2>
          <ul className="mt-8 grid gap-4 sm:grid-cols-3 lg:gap-6">
            {NEXT_STEPS.map((step) => (
              <Card as="li" key={step.to} interactive className="group relative p-5 focus-within:ring-2 focus-within:ring-brand-500 sm:p-6">
                <span className="grid size-11 place-items-center rounded-xl bg-brand-100 text-brand-700">
                  <step.icon aria-hidden="true" className="size-5" />
                </span>
                <h3 className="mt-4 text-lg font-semibold text-slate-950">
                  <Link to={step.to} className="inline-flex items-center gap-1 outline-none after:absolute after:inset-0 after:content-['']">
                    {i18n._(step.title)}
                    <ArrowRight
                      aria-hidden="true"
                      className="size-4 text-brand-600 transition-transform group-hover:translate-x-0.5 rtl:-scale-x-100 rtl:group-hover:-translate-x-0.5"
                    />
                  </Link>
                </h3>
                <p className="mt-1.5 text-sm leading-6 text-slate-600">{i18n._(step.text)}</p>
              </Card>
            ))}
          </ul>
        </Container>
      </section>
    </>
  );
}
