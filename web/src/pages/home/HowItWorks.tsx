import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import Download from "lucide-react/icons/download";
import PenTool from "lucide-react/icons/pen-tool";
import Share2 from "lucide-react/icons/share-2";
import { Container } from "../../components/ui/Container.tsx";
import { SectionHeader } from "../../components/ui/SectionHeader.tsx";
import { Card } from "../../components/ui/Card.tsx";
import { formatInteger } from "../../lib/format.ts";

const STEPS = [
  {
    icon: PenTool,
    title: msg`Design your frame`,
    text: msg`Upload a background, place the photo slot and the name, and publish. No design tools needed.`,
  },
  {
    icon: Share2,
    title: msg`Share one link`,
    text: msg`Post your Twend link in groups, bios and newsletters. Anyone can open it, no account required.`,
  },
  {
    icon: Download,
    title: msg`Supporters post it`,
    text: msg`They add a photo and name, download the finished picture and set it as their profile photo.`,
  },
] as const;

export function HowItWorks() {
  const { i18n, t } = useLingui();
  return (
    <section aria-labelledby="how-title" className="below-fold py-14 sm:py-20">
      <Container>
        <SectionHeader id="how-title" title={t`How it works`} text={t`From idea to hundreds of matching profile pictures in three steps.`} />
        <ol className="grid gap-4 md:grid-cols-3 md:gap-6">
          {STEPS.map((step, index) => {
            const number = formatInteger(i18n.locale, index + 1);
            return (
              <Card as="li" key={step.title.id} className="flex items-start gap-4 p-5 md:block md:p-6">
                <div className="flex shrink-0 items-center gap-3">
                  <span className="grid size-11 place-items-center rounded-xl bg-brand-700 text-white shadow-sm">
                    <step.icon aria-hidden="true" className="size-5" />
                  </span>
                  <span className="hidden text-sm font-semibold text-brand-700 md:inline">
                    <Trans>Step {number}</Trans>
                  </span>
                </div>
                <div>
                  <h3 className="text-base font-semibold text-slate-950 md:mt-4 md:text-lg">
                    <span className="text-brand-700 md:sr-only">{number}. </span>
                    {i18n._(step.title)}
                  </h3>
                  <p className="mt-1.5 text-sm leading-6 text-slate-600 md:mt-2">{i18n._(step.text)}</p>
                </div>
              </Card>
            );
          })}
        </ol>
      </Container>
    </section>
  );
}
