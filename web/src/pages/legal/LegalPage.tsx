import type { MessageDescriptor } from "@lingui/core";
import { Trans, useLingui } from "@lingui/react/macro";
import { PRODUCT_NAME } from "@twend/shared";
import { useState, type ReactNode } from "react";
import { Container } from "../../components/ui/Container.tsx";
import { formatInteger } from "../../lib/format.ts";
import { PageHeader } from "../about/PageHeader.tsx";
import { formatLegalDate } from "./legal-date.ts";

export interface LegalSection {
  id: string;
  title: MessageDescriptor;
  body: ReactNode;
}

interface LegalPageProps {
  title: string;
  summary: string;
  sections: readonly LegalSection[];
}

/** Privacy policy and terms: a dated header, a table of contents, and numbered sections. */
export function LegalPage({ title, summary, sections }: LegalPageProps) {
  const { i18n, t } = useLingui();
  // Read once: a page left open over midnight keeps the date it was opened with.
  const [openedAt] = useState(() => new Date());
  const updated = formatLegalDate(i18n.locale, openedAt);
  const updatedLabel = updated.label;

  return (
    <>
      <title>{`${title} · ${PRODUCT_NAME}`}</title>
      <PageHeader eyebrow={t`Legal`} title={title} text={summary}>
        <p className="mt-6 text-sm text-slate-500">
          <Trans>
            Last updated: <time dateTime={updated.iso}>{updatedLabel}</time>
          </Trans>
        </p>
      </PageHeader>
      <Container className="grid gap-10 py-10 sm:py-14 lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-14">
        <nav aria-labelledby="toc-title" className="lg:sticky lg:top-24 lg:self-start">
          <h2 id="toc-title" className="text-sm font-semibold tracking-wider text-slate-500 uppercase">
            <Trans>On this page</Trans>
          </h2>
          <ol className="mt-3 grid gap-1 text-sm sm:grid-cols-2 lg:grid-cols-1">
            {sections.map((section, index) => (
              <li key={section.id}>
                <a href={`#${section.id}`} className="flex gap-2 rounded-lg px-2 py-1.5 text-slate-600 hover:bg-brand-50 hover:text-brand-800">
                  <span className="w-5 shrink-0 text-slate-500 tabular-nums">{formatInteger(i18n.locale, index + 1)}.</span>
                  {i18n._(section.title)}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <div className="max-w-3xl space-y-10">
          {sections.map((section, index) => (
            <section key={section.id} id={section.id} aria-labelledby={`${section.id}-title`} className="scroll-mt-24">
              <h2 id={`${section.id}-title`} className="text-xl font-bold tracking-tight text-slate-950 sm:text-2xl">
                <span className="text-brand-700">{formatInteger(i18n.locale, index + 1)}. </span>
                {i18n._(section.title)}
              </h2>
              <div className="mt-3 space-y-3 text-base leading-7 text-pretty text-slate-700 [&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline [&_a]:underline-offset-2 [&_li]:ps-1 [&_strong]:text-slate-900 [&_ul]:list-disc [&_ul]:space-y-1.5 [&_ul]:ps-5">
                {section.body}
              </div>
            </section>
          ))}
        </div>
      </Container>
    </>
  );
}
