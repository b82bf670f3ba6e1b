import { type ReactNode, Suspense } from "react";
import { useLocation } from "wouter";
import { PageFallback } from "./PageFallback.tsx";
import { RouteErrorBoundary } from "./RouteErrorBoundary.tsx";
import { ScrollToTop } from "./ScrollToTop.tsx";

/** For screens that draw their own header and landmarks (the admin area): the site's chrome would double them. */
export function StandaloneLayout({ children }: { children: ReactNode }) {
  const [pathname] = useLocation();
  return (
    <>
      <ScrollToTop />
      {/* Keyed by path so an error on one screen does not stick after navigating away. */}
      <RouteErrorBoundary key={pathname}>
        <Suspense fallback={<PageFallback />}>{children}</Suspense>
      </RouteErrorBoundary>
    </>
  );
}
