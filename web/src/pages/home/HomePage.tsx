import { PRODUCT_NAME } from "@twend/shared";
import { useTrackVisit } from "../../features/visits/use-track-visit.ts";
import { CallToAction } from "./CallToAction.tsx";
import { FeatureGrid } from "./FeatureGrid.tsx";
import { Hero } from "./Hero.tsx";
import { HowItWorks } from "./HowItWorks.tsx";
import { LatestSection } from "./LatestSection.tsx";
import { TrendingSection } from "./TrendingSection.tsx";

export default function HomePage() {
  useTrackVisit("/");
  return (
    <>
      <title>{`${PRODUCT_NAME} · Campaign display pictures in seconds`}</title>
      <Hero />
      <TrendingSection />
      <LatestSection />
      <HowItWorks />
      <FeatureGrid />
      <CallToAction />
    </>
  );
}
