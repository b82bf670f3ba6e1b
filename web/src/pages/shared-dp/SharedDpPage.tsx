import { PRODUCT_NAME } from "@twend/shared";
import { Sparkles } from "lucide-react";
import { useEffect, useState } from "react";
import { useParams } from "react-router";
import { Container } from "../../components/ui/Container.tsx";
import { LinkButton } from "../../components/ui/LinkButton.tsx";
import { browserFetch } from "../../features/auth/http.ts";
import { fetchSharedDp, type SharedDp } from "../../features/shared-dps/shared-dp-api.ts";
import { formatDate } from "../../lib/format.ts";

type Load = { kind: "loading" } | { kind: "found"; share: SharedDp } | { kind: "gone" } | { kind: "error" };

/** `/d/{id}`: a visitor's shared DP. Light on purpose: most visitors arrive from a chat app on a phone. */
export default function SharedDpPage() {
  const { id = "" } = useParams();
  const [load, setLoad] = useState<Load>({ kind: "loading" });

  useEffect(() => {
    const controller = new AbortController();
    setLoad({ kind: "loading" });
    fetchSharedDp(browserFetch, id, controller.signal)
      .then((share) => setLoad(share ? { kind: "found", share } : { kind: "gone" }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.error(error);
        setLoad({ kind: "error" });
      });
    return () => controller.abort();
  }, [id]);

  return (
    <Container className="py-8 sm:py-12">
      <div className="mx-auto max-w-xl">
      {/* Personal pages: never listed by search engines, whatever state they are in. */}
      <meta name="robots" content="noindex, nofollow" />
      {load.kind === "loading" ? <div aria-busy="true" className="aspect-square w-full animate-pulse rounded-xl bg-slate-100" /> : null}
      {load.kind === "found" ? <Found share={load.share} /> : null}
      {load.kind === "gone" || load.kind === "error" ? <Gone error={load.kind === "error"} /> : null}
      </div>
    </Container>
  );
}

function Found({ share }: { share: SharedDp }) {
  const until = formatDate(share.expiresAt);
  return (
    <div className="flex flex-col gap-5 text-center">
      <title>{`A DP for ${share.campaign.title} · ${PRODUCT_NAME}`}</title>
      <img src={share.imageUrl} alt={`A display picture made with the Twend "${share.campaign.title}"`} className="w-full rounded-xl shadow-sm" />
      <h1 className="text-xl font-bold text-slate-950">{share.campaign.title}</h1>
      <LinkButton to={`/campaign/${share.campaign.shortId}`} size="lg">
        <Sparkles aria-hidden="true" className="size-5" />
        Make your own
      </LinkButton>
      {until ? <p className="text-xs text-slate-500">This link expires on {until}.</p> : null}
    </div>
  );
}

function Gone({ error }: { error: boolean }) {
  return (
    <div className="flex flex-col items-center gap-4 py-12 text-center">
      <title>{`Picture not available · ${PRODUCT_NAME}`}</title>
      <h1 className="text-2xl font-extrabold text-slate-950">{error ? "This picture could not be loaded" : "This picture is not available"}</h1>
      <p className="max-w-md text-slate-600">
        {error ? "Please check your connection and try again." : "The link has expired or its owner deleted it. Shared pictures stay up for 30 days."}
      </p>
      <LinkButton to="/">Make your own DP</LinkButton>
    </div>
  );
}
