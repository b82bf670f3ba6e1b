import { Trans, useLingui } from "@lingui/react/macro";
import { PRODUCT_NAME } from "@twend/shared";
import Compass from "lucide-react/icons/compass";
import House from "lucide-react/icons/house";
import { Container } from "../../components/ui/Container.tsx";
import { LinkButton } from "../../components/ui/LinkButton.tsx";

export default function NotFoundPage() {
  const { t } = useLingui();
  return (
    <Container className="py-20 text-center sm:py-28">
      <title>{t`Page not found · ${PRODUCT_NAME}`}</title>
      <meta name="robots" content="noindex" />
      <p className="bg-linear-to-br from-brand-600 to-accent-600 bg-clip-text text-7xl font-black tracking-tight text-transparent sm:text-8xl">404</p>
      <h1 className="mt-4 text-3xl font-extrabold tracking-tight text-slate-950 sm:text-4xl">
        <Trans>Page not found</Trans>
      </h1>
      <p className="mx-auto mt-4 max-w-md text-base text-pretty text-slate-600">
        <Trans>The page you're looking for doesn't exist or has moved. Check the address, or head back home.</Trans>
      </p>
      <div className="mt-10 flex flex-col justify-center gap-3 sm:flex-row">
        <LinkButton to="/">
          <House aria-hidden="true" className="size-4" />
          <Trans>Back to Home</Trans>
        </LinkButton>
        <LinkButton to="/browse" variant="secondary">
          <Compass aria-hidden="true" className="size-4" />
          <Trans>Browse Twends</Trans>
        </LinkButton>
      </div>
    </Container>
  );
}
