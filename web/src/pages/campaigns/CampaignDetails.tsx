import { PRODUCT_NAME, type PublicCampaign } from "@twend/shared";
import { ArrowLeft, Compass, House, Wand } from "lucide-react";
import { Link } from "react-router";
import { Badge } from "../../components/ui/Badge.tsx";
import { Container } from "../../components/ui/Container.tsx";
import { LinkButton } from "../../components/ui/LinkButton.tsx";
import { CampaignArtwork } from "./CampaignArtwork.tsx";
import { CampaignStats } from "./CampaignStats.tsx";

export function CampaignDetails({ campaign }: { campaign: PublicCampaign }) {
  return (
    <Container className="py-8 sm:py-12">
      <title>{`${campaign.title} · ${PRODUCT_NAME}`}</title>
      <Link
        to="/browse"
        className="inline-flex items-center gap-1.5 rounded-md text-sm font-medium text-slate-600 hover:text-brand-800"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        All Twends
      </Link>
      <div className="mt-6 grid items-start gap-8 md:grid-cols-2 md:gap-12">
        <CampaignArtwork campaign={campaign} />
        <div className="flex flex-col gap-6">
          <div>
            <Badge>{campaign.category}</Badge>
            <h1 className="mt-3 text-3xl font-extrabold tracking-tight text-balance break-words text-slate-950 sm:text-4xl">
              {campaign.title}
            </h1>
            {campaign.description ? (
              <p className="mt-3 text-base leading-7 whitespace-pre-line text-slate-600">{campaign.description}</p>
            ) : null}
          </div>
          <CampaignStats campaign={campaign} />
          <section
            aria-labelledby="generator-soon-title"
            className="rounded-2xl border border-brand-200 bg-linear-to-br from-brand-50 to-white p-5 sm:p-6"
          >
            <div className="flex items-start gap-3">
              <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-brand-700 text-white">
                <Wand aria-hidden="true" className="size-5" />
              </span>
              <div>
                <h2 id="generator-soon-title" className="font-semibold text-slate-950">
                  Add your photo: coming soon
                </h2>
                <p className="mt-1 text-sm leading-6 text-slate-600">
                  Very soon you'll upload your photo and name here and download this frame as your new profile
                  picture. Keep the link handy.
                </p>
              </div>
            </div>
            <div className="mt-5 flex flex-col gap-3 sm:flex-row">
              <LinkButton to="/" variant="secondary" size="sm">
                <House aria-hidden="true" className="size-4" />
                Home
              </LinkButton>
              <LinkButton to="/browse" variant="secondary" size="sm">
                <Compass aria-hidden="true" className="size-4" />
                Browse Twends
              </LinkButton>
            </div>
          </section>
        </div>
      </div>
    </Container>
  );
}
