import { PRODUCT_NAME } from "@twend/shared";
import type { ReactNode } from "react";
import { LogoMark } from "../../components/layout/Logo.tsx";
import { Card } from "../../components/ui/Card.tsx";
import { Container } from "../../components/ui/Container.tsx";

interface AuthScreenProps {
  /** The tab's title, before the product name. */
  documentTitle: string;
  heading: string;
  description?: ReactNode;
  /** Replaces the logo above the heading, for status screens. */
  badge?: ReactNode;
  children?: ReactNode;
  /** Small print under the card. */
  footer?: ReactNode;
}

/** The frame of every account screen: one centred card on a soft brand glow, full width from 320 px. */
export function AuthScreen({ documentTitle, heading, description, badge, children, footer }: AuthScreenProps) {
  return (
    <div className="relative isolate overflow-hidden">
      <title>{`${documentTitle} · ${PRODUCT_NAME}`}</title>
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(40rem_24rem_at_50%_-6rem,var(--color-brand-100),transparent),radial-gradient(28rem_20rem_at_100%_10%,rgb(244_114_182/0.12),transparent)]"
      />
      <Container className="flex flex-col items-center py-10 sm:py-16">
        <Card className="w-full max-w-md px-5 py-8 sm:px-8 sm:py-10">
          <div className="text-center">
            {badge ?? <LogoMark className="mx-auto size-12" />}
            <h1 className="mt-5 text-2xl font-extrabold tracking-tight text-balance text-slate-950 sm:text-3xl">{heading}</h1>
            {description ? <div className="mt-2 text-sm text-pretty text-slate-600 sm:text-base">{description}</div> : null}
          </div>
          {children ? <div className="mt-8">{children}</div> : null}
        </Card>
        {footer ? <div className="mt-6 w-full max-w-md text-center text-sm text-slate-600">{footer}</div> : null}
      </Container>
    </div>
  );
}
