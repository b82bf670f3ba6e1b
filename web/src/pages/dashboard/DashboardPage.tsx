import { useLingui } from "@lingui/react/macro";
import { PRODUCT_NAME } from "@twend/shared";
import { Container } from "../../components/ui/Container.tsx";
import { useAuth } from "../../features/auth/auth-context.ts";
import { DashboardHeader } from "./DashboardHeader.tsx";
import { MyCampaigns } from "./MyCampaigns.tsx";
import { QuickLinks } from "./QuickLinks.tsx";
import { StatCards } from "./StatCards.tsx";

/** /dashboard (sign-in required; the route's guard sends signed-out visitors to sign in and back). */
export default function DashboardPage() {
  const { t } = useLingui();
  const { user } = useAuth();
  if (user === null) return null;

  return (
    <Container className="py-8 sm:py-12">
      <title>{t`Dashboard · ${PRODUCT_NAME}`}</title>
      <DashboardHeader user={user} />
      <section aria-label={t`Totals`} className="mt-8">
        <StatCards />
      </section>
      <div className="mt-6">
        <QuickLinks />
      </div>
      <div className="mt-12">
        <MyCampaigns />
      </div>
    </Container>
  );
}
