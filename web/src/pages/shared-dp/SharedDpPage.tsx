import { Trans, useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { PRODUCT_NAME, type SharedDpDto } from "@twend/shared";
import Sparkles from "lucide-react/icons/sparkles";
import { useParams } from "wouter";
import { Container } from "../../components/ui/Container.tsx";
import { LinkButton } from "../../components/ui/LinkButton.tsx";
import { isGone } from "../../features/shared-dps/shared-dp-api.ts";
import { formatDate } from "../../lib/format.ts";
import { trpc } from "../../lib/trpc.ts";

/** `/d/{id}`: a visitor's shared DP. Light on purpose: most visitors arrive from a chat app on a phone. */
export default function SharedDpPage() {
  const { id = "" } = useParams();
  const share = useQuery(trpc.sharedDps.byId.queryOptions({ id }));

  return (
    <Container className="py-8 sm:py-12">
      <div className="mx-auto max-w-xl">
        {/* Personal pages: never listed by search engines, whatever state they are in. */}
        <meta name="robots" content="noindex, nofollow" />
        {share.isPending ? <div aria-busy="true" className="aspect-square w-full animate-pulse rounded-xl bg-slate-100" /> : null}
        {share.data ? <Found share={share.data} /> : null}
        {share.isError ? <Gone error={!isGone(share.error)} /> : null}
      </div>
    </Container>
  );
}

function Found({ share }: { share: SharedDpDto }) {
  const { i18n, t } = useLingui();
  const until = formatDate(i18n.locale, share.expires_at);
  const title = share.campaign.title;
  return (
    <div className="flex flex-col gap-5 text-center">
      <title>{t`A DP for ${title} · ${PRODUCT_NAME}`}</title>
      <img src={share.image_url} alt={t`A display picture made with the Twend "${title}"`} className="w-full rounded-xl shadow-sm" />
      <h1 className="text-xl font-bold text-slate-950">{title}</h1>
      <LinkButton to={`/campaign/${share.campaign.short_id}`} size="lg">
        <Sparkles aria-hidden="true" className="size-5" />
        <Trans>Make your own</Trans>
      </LinkButton>
      {until ? (
        <p className="text-xs text-slate-500">
          <Trans>This link expires on {until}.</Trans>
        </p>
      ) : null}
    </div>
  );
}

function Gone({ error }: { error: boolean }) {
  const { t } = useLingui();
  return (
    <div className="flex flex-col items-center gap-4 py-12 text-center">
      <title>{t`Picture not available · ${PRODUCT_NAME}`}</title>
      <h1 className="text-2xl font-extrabold text-slate-950">{error ? <Trans>This picture could not be loaded</Trans> : <Trans>This picture is not available</Trans>}</h1>
      <p className="max-w-md text-slate-600">
        {error ? (
          <Trans>Please check your connection and try again.</Trans>
        ) : (
          <Trans>The link has expired or its owner deleted it. Shared pictures stay up for 30 days.</Trans>
        )}
      </p>
      <LinkButton to="/">
        <Trans>Make your own DP</Trans>
      </LinkButton>
    </div>
  );
}
