import { Trans, useLingui } from "@lingui/react/macro";
import { PRODUCT_NAME } from "@twend/shared";
import ArrowRight from "lucide-react/icons/arrow-right";
import CirclePlay from "lucide-react/icons/circle-play";
import { Card } from "../../components/ui/Card.tsx";
import { Container } from "../../components/ui/Container.tsx";
import { LinkButton } from "../../components/ui/LinkButton.tsx";
import { SectionHeader } from "../../components/ui/SectionHeader.tsx";
import { formatInteger } from "../../lib/format.ts";
import { ABOUT_FACTS, HOW_IT_WORKS, USE_CASES, VALUES } from "./about-content.ts";
import { PageHeader } from "./PageHeader.tsx";

export default function AboutPage() {
  const { i18n, t } = useLingui();
  return (
    <>
      <title>{t`About · ${PRODUCT_NAME}`}</title>
      <PageHeader
        eyebrow={t`About Twend`}
        title={t`Every cause deserves a face. Thousands of them.`}
        text={t`Twend turns a campaign's artwork into a profile-picture frame that anyone can use: creators design it once, supporters add their photo and name, and download a picture ready to post.`}
      />

      <section aria-labelledby="mission-title" className="py-14 sm:py-20">
        <Container className="grid gap-10 lg:grid-cols-[1.2fr_1fr] lg:items-center">
          <div>
            <p className="text-sm font-semibold tracking-wider text-brand-700 uppercase">
              <Trans>Our mission</Trans>
            </p>
            <h2 id="mission-title" className="mt-2 text-2xl font-bold tracking-tight text-balance text-slate-950 sm:text-3xl">
              <Trans>Make showing support as easy as changing a profile picture</Trans>
            </h2>
            <div className="mt-5 space-y-4 text-base leading-7 text-pretty text-slate-600">
              <p>
                <Trans>
                  When people care about something, they want to show it where everyone looks first: their profile picture. Until now that meant a designer, an editing
                  app, or a blurry screenshot of someone else's frame.
                </Trans>
              </p>
              <p>
                <Trans>
                  We built {PRODUCT_NAME} so that a campaign team, a small business or a group of friends can publish a frame in minutes, and so that every supporter can
                  wear it in under thirty seconds, from any phone, without creating an account.
                </Trans>
              </p>
            </div>
          </div>
          <dl className="grid gap-3 sm:grid-cols-3 lg:grid-cols-1">
            {ABOUT_FACTS.map((fact) => (
              // The figure reads first on screen, the label first for screen readers (dt before dd).
              <Card key={fact.id} className="flex flex-col-reverse gap-1 px-5 py-4">
                <dt className="text-sm text-slate-600">{i18n._(fact.label)}</dt>
                <dd className="text-3xl font-extrabold tracking-tight text-brand-700">
                  {typeof fact.value === "number" ? formatInteger(i18n.locale, fact.value) : i18n._(fact.value)}
                </dd>
              </Card>
            ))}
          </dl>
        </Container>
      </section>

      <section aria-labelledby="values-title" className="bg-slate-50 py-14 sm:py-20">
        <Container>
          <SectionHeader id="values-title" title={t`What we value`} text={t`The principles behind every decision we make about the product.`} />
          <ul className="grid gap-4 sm:grid-cols-2 lg:gap-6">
            {VALUES.map((value) => (
              <Card as="li" key={value.title.id} className="flex items-start gap-4 p-5 sm:p-6">
                <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-brand-100 text-brand-700">
                  <value.icon aria-hidden="true" className="size-5" />
                </span>
                <div>
                  <h3 className="text-base font-semibold text-slate-950 sm:text-lg">{i18n._(value.title)}</h3>
                  <p className="mt-1.5 text-sm leading-6 text-slate-600">{i18n._(value.text)}</p>
                </div>
              </Card>
            ))}
          </ul>
        </Container>
      </section>

      <section aria-labelledby="how-title" className="py-14 sm:py-20">
        <Container>
          <SectionHeader
            id="how-title"
            title={t`How it works`}
            text={t`Two kinds of people use a Twend: the creator who designs it, and everyone who wears it.`}
            link={{ to: "/demo", label: t`See it in the demo` }}
          />
          <ol className="grid gap-4 md:grid-cols-2 lg:grid-cols-4">
            {HOW_IT_WORKS.map((step, index) => {
              const number = formatInteger(i18n.locale, index + 1);
              return (
                <Card as="li" key={step.title.id} className="p-5 sm:p-6">
                  <div className="flex items-center gap-3">
                    <span className="grid size-11 place-items-center rounded-xl bg-brand-700 text-white shadow-sm">
                      <step.icon aria-hidden="true" className="size-5" />
                    </span>
                    <span className="text-sm font-semibold text-brand-700">
                      <Trans>Step {number}</Trans>
                    </span>
                  </div>
                  <h3 className="mt-4 text-base font-semibold text-slate-950 sm:text-lg">{i18n._(step.title)}</h3>
                  <p className="mt-1.5 text-sm leading-6 text-slate-600">{i18n._(step.text)}</p>
                </Card>
              );
            })}
          </ol>
        </Container>
      </section>

      <section aria-labelledby="uses-title" className="bg-slate-50 py-14 sm:py-20">
        <Container>
          <SectionHeader id="uses-title" title={t`Who uses Twend`} text={t`Any group that wants to be seen together: from ballots to product launches.`} />
          <ul className="grid gap-4 sm:grid-cols-2 lg:gap-6">
            {USE_CASES.map((useCase) => {
              const example = i18n._(useCase.example);
              return (
                <Card as="li" key={useCase.title.id} className="flex flex-col p-5 sm:p-6">
                  <div className="flex items-center gap-3">
                    <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-accent-400/15 text-accent-600">
                      <useCase.icon aria-hidden="true" className="size-5" />
                    </span>
                    <h3 className="text-base font-semibold text-slate-950 sm:text-lg">{i18n._(useCase.title)}</h3>
                  </div>
                  <p className="mt-3 text-sm leading-6 text-slate-600">{i18n._(useCase.text)}</p>
                  <p className="mt-4 rounded-xl bg-slate-50 px-4 py-3 text-sm text-slate-700 ring-1 ring-slate-200/70 ring-inset">
                    <Trans>
                      <span className="font-semibold text-slate-900">For example: </span>
                      {example}
                    </Trans>
                  </p>
                </Card>
              );
            })}
          </ul>
        </Container>
      </section>

      <section aria-labelledby="about-cta-title" className="py-14 sm:py-20">
        <Container className="text-center">
          <h2 id="about-cta-title" className="text-2xl font-bold tracking-tight text-balance text-slate-950 sm:text-3xl">
            <Trans>Start your first Twend</Trans>
          </h2>
          <p className="mx-auto mt-3 max-w-xl text-base text-pretty text-slate-600">
            <Trans>It takes a few minutes, costs nothing, and your supporters can post it today.</Trans>
          </p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            <LinkButton to="/create" size="lg">
              <Trans>Create a Twend</Trans>
              <ArrowRight aria-hidden="true" className="size-5 rtl:-scale-x-100" />
            </LinkButton>
            <LinkButton to="/demo" variant="secondary" size="lg">
              <CirclePlay aria-hidden="true" className="size-5" />
              <Trans>Watch the demo</Trans>
            </LinkButton>
          </div>
        </Container>
      </section>
    </>
  );
}
