import { Trans, useLingui } from "@lingui/react/macro";
import { PRODUCT_NAME } from "@twend/shared";
import LifeBuoy from "lucide-react/icons/life-buoy";
import { Link } from "wouter";
import { Card } from "../../components/ui/Card.tsx";
import { Container } from "../../components/ui/Container.tsx";
import { PageHeader } from "../about/PageHeader.tsx";
import { FaqAccordion } from "../help/FaqAccordion.tsx";
import { CONTACT_CHANNELS, CONTACT_FAQ, SUPPORT_HOURS } from "./contact-content.ts";
import { ContactForm } from "./ContactForm.tsx";

export default function ContactPage() {
  const { i18n, t } = useLingui();
  const faq = CONTACT_FAQ.map((item) => ({ id: item.id, question: i18n._(item.question), answer: i18n._(item.answer) }));

  return (
    <>
      <title>{t`Contact · ${PRODUCT_NAME}`}</title>
      <PageHeader
        eyebrow={t`Contact us`}
        title={t`We'd love to hear from you`}
        text={t`Questions about a campaign, a bug to report or an idea for the product: send us a message and a real person will answer.`}
      />

      <section aria-label={t`Contact`} className="py-10 sm:py-16">
        <Container className="grid gap-6 lg:grid-cols-[1.6fr_1fr] lg:gap-8">
          <Card className="p-5 sm:p-8">
            <ContactForm />
          </Card>

          <div className="space-y-6">
            <Card as="section" aria-labelledby="contact-info-title" className="p-5 sm:p-6">
              <h2 id="contact-info-title" className="text-lg font-bold text-slate-950">
                <Trans>Contact information</Trans>
              </h2>
              <ul className="mt-4 space-y-4">
                {CONTACT_CHANNELS.map((channel) => (
                  <li key={channel.id} className="flex items-start gap-3">
                    <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-brand-100 text-brand-700">
                      <channel.icon aria-hidden="true" className="size-5" />
                    </span>
                    <div className="min-w-0">
                      <p className="text-sm font-semibold text-slate-900">{i18n._(channel.title)}</p>
                      {"email" in channel ? (
                        <a href={`mailto:${channel.email}`} dir="ltr" className="text-sm break-words text-brand-700 underline-offset-2 hover:underline">
                          {channel.email}
                        </a>
                      ) : (
                        <p className="text-sm text-slate-600">{i18n._(channel.text)}</p>
                      )}
                    </div>
                  </li>
                ))}
              </ul>
            </Card>

            <Card as="section" aria-labelledby="support-hours-title" className="p-5 sm:p-6">
              <h2 id="support-hours-title" className="text-lg font-bold text-slate-950">
                <Trans>Support hours</Trans>
              </h2>
              <dl className="mt-4 divide-y divide-slate-100 text-sm">
                {SUPPORT_HOURS.map((row) => (
                  <div key={row.id} className="flex justify-between gap-4 py-2.5 first:pt-0 last:pb-0">
                    <dt className="text-slate-600">{i18n._(row.days)}</dt>
                    <dd className="font-semibold text-slate-900">{i18n._(row.hours)}</dd>
                  </div>
                ))}
              </dl>
            </Card>

            <Card className="flex items-start gap-3 bg-brand-50/60 p-5 sm:p-6">
              <LifeBuoy aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
              <p className="text-sm text-slate-700">
                <Trans>
                  Looking for a quick answer? The{" "}
                  <Link to="/help" className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900">
                    help center
                  </Link>{" "}
                  covers the most common questions.
                </Trans>
              </p>
            </Card>
          </div>
        </Container>
      </section>

      <section aria-labelledby="contact-faq-title" className="bg-slate-50 py-12 sm:py-16">
        <Container className="max-w-3xl">
          <h2 id="contact-faq-title" className="mb-6 text-center text-2xl font-bold tracking-tight text-slate-950 sm:text-3xl">
            <Trans>Frequently asked questions</Trans>
          </h2>
          <FaqAccordion items={faq} />
        </Container>
      </section>
    </>
  );
}
