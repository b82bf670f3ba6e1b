import { PRODUCT_NAME } from "@twend/shared";
import { ArrowRight, CirclePlay } from "lucide-react";
import { Card } from "../../components/ui/Card.tsx";
import { Container } from "../../components/ui/Container.tsx";
import { LinkButton } from "../../components/ui/LinkButton.tsx";
import { SectionHeader } from "../../components/ui/SectionHeader.tsx";
import { ABOUT_FACTS, HOW_IT_WORKS, USE_CASES, VALUES } from "./about-content.ts";
import { PageHeader } from "./PageHeader.tsx";

export default function AboutPage() {
  return (
    <>
      <title>{`About · ${PRODUCT_NAME}`}</title>
      <PageHeader
        eyebrow="About Twend"
        title="Every cause deserves a face. Thousands of them."
        text="Twend turns a campaign's artwork into a profile-picture frame that anyone can use: creators design it once, supporters add their photo and name, and download a picture ready to post."
      />

      <section aria-labelledby="mission-title" className="py-14 sm:py-20">
        <Container className="grid gap-10 lg:grid-cols-[1.2fr_1fr] lg:items-center">
          <div>
            <p className="text-sm font-semibold tracking-wider text-brand-700 uppercase">Our mission</p>
            <h2 id="mission-title" className="mt-2 text-2xl font-bold tracking-tight text-balance text-slate-950 sm:text-3xl">
              Make showing support as easy as changing a profile picture
            </h2>
            <div className="mt-5 space-y-4 text-base leading-7 text-pretty text-slate-600">
              <p>
                When people care about something, they want to show it where everyone looks first: their profile picture. Until now that meant a designer, an editing app,
                or a blurry screenshot of someone else's frame.
              </p>
              <p>
                We built {PRODUCT_NAME} so that a campaign team, a small business or a group of friends can publish a frame in minutes, and so that every supporter can
                wear it in under thirty seconds, from any phone, without creating an account.
              </p>
            </div>
          </div>
          <dl className="grid gap-3 sm:grid-cols-3 lg:grid-cols-1">
            {ABOUT_FACTS.map((fact) => (
              // The figure reads first on screen, the label first for screen readers (dt before dd).
              <Card key={fact.label} className="flex flex-col-reverse gap-1 px-5 py-4">
                <dt className="text-sm text-slate-600">{fact.label}</dt>
                <dd className="text-3xl font-extrabold tracking-tight text-brand-700">{fact.value}</dd>
              </Card>
            ))}
          </dl>
        </Container>
      </section>

      <section aria-labelledby="values-title" className="bg-slate-50 py-14 sm:py-20">
        <Container>
          <SectionHeader id="values-title" title="What we value" text="The principles behind every decision we make about the product." />
          <ul className="grid gap-4 sm:grid-cols-2 lg:gap-6">
            {VALUES.map((value) => (
              <Card as="li" key={value.title} className="flex items-start gap-4 p-5 sm:p-6">
                <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-brand-100 text-brand-700">
                  <value.icon aria-hidden="true" className="size-5" />
                </span>
                <div>
                  <h3 className="text-base font-semibold text-slate-950 sm:text-lg">{value.title}</h3>
                  <p className="mt-1.5 text-sm leading-6 text-slate-600">{value.text}</p>
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
            title="How it works"
            text="Two kinds of people use a Twend: the creator who designs it, and everyone who wears it."
            link={{ to: "/demo", label: "See it in the demo" }}
          />
          <ol className="grid gap-4 md:grid-cols-2 lg:grid-cols-4">
            {HOW_IT_WORKS.map((step, index) => (
              <Card as="li" key={step.title} className="p-5 sm:p-6">
                <div className="flex items-center gap-3">
                  <span className="grid size-11 place-items-center rounded-xl bg-brand-700 text-white shadow-sm">
                    <step.icon aria-hidden="true" className="size-5" />
                  </span>
                  <span className="text-sm font-semibold text-brand-700">Step {index + 1}</span>
                </div>
                <h3 className="mt-4 text-base font-semibold text-slate-950 sm:text-lg">{step.title}</h3>
                <p className="mt-1.5 text-sm leading-6 text-slate-600">{step.text}</p>
              </Card>
            ))}
          </ol>
        </Container>
      </section>

      <section aria-labelledby="uses-title" className="bg-slate-50 py-14 sm:py-20">
        <Container>
          <SectionHeader id="uses-title" title="Who uses Twend" text="Any group that wants to be seen together: from ballots to product launches." />
          <ul className="grid gap-4 sm:grid-cols-2 lg:gap-6">
            {USE_CASES.map((useCase) => (
              <Card as="li" key={useCase.title} className="flex flex-col p-5 sm:p-6">
                <div className="flex items-center gap-3">
                  <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-accent-400/15 text-accent-600">
                    <useCase.icon aria-hidden="true" className="size-5" />
                  </span>
                  <h3 className="text-base font-semibold text-slate-950 sm:text-lg">{useCase.title}</h3>
                </div>
                <p className="mt-3 text-sm leading-6 text-slate-600">{useCase.text}</p>
                <p className="mt-4 rounded-xl bg-slate-50 px-4 py-3 text-sm text-slate-700 ring-1 ring-slate-200/70 ring-inset">
                  <span className="font-semibold text-slate-900">For example: </span>
                  {useCase.example}
                </p>
              </Card>
            ))}
          </ul>
        </Container>
      </section>

      <section aria-labelledby="about-cta-title" className="py-14 sm:py-20">
        <Container className="text-center">
          <h2 id="about-cta-title" className="text-2xl font-bold tracking-tight text-balance text-slate-950 sm:text-3xl">
            Start your first Twend
          </h2>
          <p className="mx-auto mt-3 max-w-xl text-base text-pretty text-slate-600">It takes a few minutes, costs nothing, and your supporters can post it today.</p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            <LinkButton to="/create" size="lg">
              Create a Twend
              <ArrowRight aria-hidden="true" className="size-5" />
            </LinkButton>
            <LinkButton to="/demo" variant="secondary" size="lg">
              <CirclePlay aria-hidden="true" className="size-5" />
              Watch the demo
            </LinkButton>
          </div>
        </Container>
      </section>
    </>
  );
}
