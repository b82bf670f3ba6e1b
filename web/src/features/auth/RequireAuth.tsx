import { splitLocalePath } from "@twend/shared";
import { type ReactNode, Suspense } from "react";
import { Redirect, useRouter } from "wouter";
import { useLocationProperty } from "wouter/use-browser-location";
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

// Where a signed-out visitor comes back to, as the browser has it: the router's copy of the path and
// query is decoded. No guarded page is rendered on the server, but React asks a store for a server value.
const currentAddress = () => `${window.location.pathname}${window.location.search}${window.location.hash}`;
const noAddress = () => "";

/** Renders its page only for a signed-in user (/dashboard, /profile, /create, /edit/{id}). */
export function RequireAuth({ children, signedOutTo, fallback = <PageFallback /> }: RequireAuthProps) {
  const { user, isPending } = useAuth();
  const address = useLocationProperty(currentAddress, noAddress);
  // Inside a language's address the sign-in screen is too, and comes back within it: the path after the prefix.
  const returnTo = useRouter().base ? splitLocalePath(address).path : address;

  if (isPending) return fallback;
  if (user === null) return <Redirect to={signedOutTo ?? signInPath(returnTo)} replace />;
  return <Suspense fallback={fallback}>{children}</Suspense>;
}
