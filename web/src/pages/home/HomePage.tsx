import { useLingui } from "@lingui/react/macro";
import { PRODUCT_NAME } from "@twend/shared";
import { useTrackVisit } from "../../features/visits/use-track-visit.ts";
import { CallToAction } from "./CallToAction.tsx";
import { FeatureGrid } from "./FeatureGrid.tsx";
import { Hero } from "./Hero.tsx";
import { HowItWorks } from "./HowItWorks.tsx";
import { LatestSection } from "./LatestSection.tsx";
import { TrendingSection } from "./TrendingSection.tsx";

/** What the server reads before it renders this page. */
export { prefetchHomeLists } from "./home-lists.ts";

export default function HomePage() {
  const { t } = useLingui();
  useTrackVisit("/");
  return (
    <>
      <title>{t`${PRODUCT_NAME} · Campaign display pictures in seconds`}</title>
      <Hero />
      <TrendingSection />
      <LatestSection />
      <HowItWorks />
      <FeatureGrid />
      <CallToAction />
    </>
  );
}
