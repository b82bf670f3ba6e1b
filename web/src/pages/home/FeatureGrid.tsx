import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import Gift from "lucide-react/icons/gift";
import Move from "lucide-react/icons/move";
import Share2 from "lucide-react/icons/share-2";
import Smartphone from "lucide-react/icons/smartphone";
import Sparkles from "lucide-react/icons/sparkles";
import Timer from "lucide-react/icons/timer";
import { Container } from "../../components/ui/Container.tsx";
import { SectionHeader } from "../../components/ui/SectionHeader.tsx";
import { Card } from "../../components/ui/Card.tsx";

const FEATURES = [
  {
    icon: Move,
    title: msg`Drag-and-drop customization`,
    text: msg`Place the photo slot and name exactly where they belong, with a live preview as you go.`,
    tint: "bg-brand-100 text-brand-700",
  },
  {
    icon: Timer,
    title: msg`Fast generation`,
    text: msg`Supporters go from opening your link to a finished picture in under 30 seconds.`,
    tint: "bg-amber-100 text-amber-700",
  },
  {
    icon: Smartphone,
    title: msg`Mobile optimized`,
    text: msg`A guided, thumb-friendly flow on phones, where most profile pictures are changed.`,
    tint: "bg-sky-100 text-sky-700",
  },
  {
    icon: Sparkles,
    title: msg`Automatic AI captions`,
    text: msg`Every picture comes with a ready-to-post caption, so sharing takes one tap.`,
    tint: "bg-accent-400/15 text-accent-600",
  },
  {
    icon: Gift,
    title: msg`Free and unlimited`,
    text: msg`Create as many Twends as you like and let everyone generate as many pictures as they want.`,
    tint: "bg-emerald-100 text-emerald-700",
  },
  {
    icon: Share2,
    title: msg`Share anywhere`,
    text: msg`Download a crisp PNG or share straight to WhatsApp, X, Facebook and Instagram.`,
    tint: "bg-rose-100 text-rose-700",
  },
] as const;

export function FeatureGrid() {
  const { i18n, t } = useLingui();
  return (
    <section aria-labelledby="features-title" className="below-fold bg-slate-50 py-14 sm:py-20">
      <Container>
        <SectionHeader id="features-title" title={t`Everything a campaign frame needs`} text={t`Built for organisers who want momentum, not a design project.`} />
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 lg:gap-6">
          {FEATURES.map((feature) => (
            <Card as="li" key={feature.title.id} className="flex items-start gap-4 p-5 sm:block sm:p-6">
              <span className={`grid size-11 shrink-0 place-items-center rounded-xl ${feature.tint}`}>
                <feature.icon aria-hidden="true" className="size-5" />
              </span>
              <div>
                <h3 className="text-base font-semibold text-slate-950 sm:mt-4 sm:text-lg">{i18n._(feature.title)}</h3>
                <p className="mt-1.5 text-sm leading-6 text-slate-600 sm:mt-2">{i18n._(feature.text)}</p>
              </div>
            </Card>
          ))}
        </ul>
      </Container>
    </section>
  );
}
