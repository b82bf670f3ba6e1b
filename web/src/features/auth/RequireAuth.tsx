import { type ReactNode, Suspense } from "react";
import { Navigate, useLocation } from "react-router";
import { PageFallback } from "../../components/layout/PageFallback.tsx";
import { useAuth } from "./auth-context.ts";
import { signInPath } from "./redirect.ts";

interface RequireAuthProps {
  children: ReactNode;
  /** Where a signed-out visitor goes; by default sign-in, set to come back here afterwards. */
  signedOutTo?: string;
  /** Shown while the first user check runs and while the page's code loads; shaped like the page so nothing jumps. */
  fallback?: ReactNode;
}

/** Renders its page only for a signed-in user (/dashboard, /profile, /create, /edit/{id}). */
export function RequireAuth({ children, signedOutTo, fallback = <PageFallback /> }: RequireAuthProps) {
  const { user, isPending } = useAuth();
  const { pathname, search, hash } = useLocation();

  if (isPending) return fallback;
  if (user === null) return <Navigate to={signedOutTo ?? signInPath(`${pathname}${search}${hash}`)} replace />;
  return <Suspense fallback={fallback}>{children}</Suspense>;
}
