import { Download, PenTool, Share2 } from "lucide-react";
import { Container } from "../../components/ui/Container.tsx";
import { SectionHeader } from "../../components/ui/SectionHeader.tsx";
import { Card } from "../../components/ui/Card.tsx";

const STEPS = [
  {
    icon: PenTool,
    title: "Design your frame",
    text: "Upload a background, place the photo slot and the name, and publish. No design tools needed.",
  },
  {
    icon: Share2,
    title: "Share one link",
    text: "Post your Twend link in groups, bios and newsletters. Anyone can open it, no account required.",
  },
  {
    icon: Download,
    title: "Supporters post it",
    text: "They add a photo and name, download the finished picture and set it as their profile photo.",
  },
] as const;

export function HowItWorks() {
  return (
    <section aria-labelledby="how-title" className="py-14 sm:py-20">
      <Container>
        <SectionHeader id="how-title" title="How it works" text="From idea to hundreds of matching profile pictures in three steps." />
        <ol className="grid gap-4 md:grid-cols-3 md:gap-6">
          {STEPS.map((step, index) => (
            <Card as="li" key={step.title} className="flex items-start gap-4 p-5 md:block md:p-6">
              <div className="flex shrink-0 items-center gap-3">
                <span className="grid size-11 place-items-center rounded-xl bg-brand-700 text-white shadow-sm">
                  <step.icon aria-hidden="true" className="size-5" />
                </span>
                <span className="hidden text-sm font-semibold text-brand-700 md:inline">Step {index + 1}</span>
              </div>
              <div>
                <h3 className="text-base font-semibold text-slate-950 md:mt-4 md:text-lg">
                  <span className="text-brand-700 md:sr-only">{index + 1}. </span>
                  {step.title}
                </h3>
                <p className="mt-1.5 text-sm leading-6 text-slate-600 md:mt-2">{step.text}</p>
              </div>
            </Card>
          ))}
        </ol>
      </Container>
    </section>
  );
}
