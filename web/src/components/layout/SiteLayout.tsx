import { Suspense } from "react";
import { Outlet, useLocation } from "react-router";
import { SignOutProvider } from "../../features/auth/SignOutProvider.tsx";
import { PageFallback } from "./PageFallback.tsx";
import { RouteErrorBoundary } from "./RouteErrorBoundary.tsx";
import { ScrollToTop } from "./ScrollToTop.tsx";
import { SiteFooter } from "./SiteFooter.tsx";
import { SiteHeader } from "./SiteHeader.tsx";
import { SkipLink } from "./SkipLink.tsx";

export function SiteLayout() {
  const { pathname } = useLocation();
  return (
    <SignOutProvider>
      <div className="flex min-h-dvh flex-col">
        <SkipLink />
        <ScrollToTop />
        <SiteHeader />
        <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
          {/* Keyed by path so an error on one page does not stick after navigating away. */}
          <RouteErrorBoundary key={pathname}>
            <Suspense fallback={<PageFallback />}>
              <Outlet />
            </Suspense>
          </RouteErrorBoundary>
        </main>
        <SiteFooter />
      </div>
    </SignOutProvider>
  );
}
