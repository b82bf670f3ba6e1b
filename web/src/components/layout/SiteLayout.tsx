import { type ReactNode, Suspense } from "react";
import { useLocation } from "wouter";
import { SignOutProvider } from "../../features/auth/SignOutProvider.tsx";
import { PageFallback } from "./PageFallback.tsx";
import { RouteErrorBoundary } from "./RouteErrorBoundary.tsx";
import { ScrollToTop } from "./ScrollToTop.tsx";
import { SiteFooter } from "./SiteFooter.tsx";
import { SiteHeader } from "./SiteHeader.tsx";
import { SkipLink } from "./SkipLink.tsx";

export function SiteLayout({ children }: { children: ReactNode }) {
  const [pathname] = useLocation();
  return (
    <SignOutProvider>
      <div className="flex min-h-dvh flex-col">
        <SkipLink />
        <ScrollToTop />
        <SiteHeader />
        {/*
         * At least a screen tall, so the footer starts below the first screen on every page: a page
         * swapping its placeholder for its content, or a short state (not found, a redirect) for a
         * long one, then moves nothing the visitor sees.
         */}
        <main id="main" tabIndex={-1} className="min-h-dvh flex-1 focus:outline-none">
          {/* Keyed by path so an error on one page does not stick after navigating away. */}
          <RouteErrorBoundary key={pathname}>
            <Suspense fallback={<PageFallback />}>{children}</Suspense>
          </RouteErrorBoundary>
        </main>
        <SiteFooter />
      </div>
    </SignOutProvider>
  );
}
