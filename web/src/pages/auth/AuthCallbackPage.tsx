import { Trans, useLingui } from "@lingui/react/macro";
import { LIMITS, MESSAGES, PRODUCT_NAME } from "@twend/shared";
import CircleCheck from "lucide-react/icons/circle-check";
import House from "lucide-react/icons/house";
import LoaderCircle from "lucide-react/icons/loader-circle";
import LogIn from "lucide-react/icons/log-in";
import TriangleAlert from "lucide-react/icons/triangle-exclamation-point";
import { useEffect, useMemo, useState } from "react";
import { Link, useLocation, useSearchParams } from "wouter";
import { Button } from "../../components/ui/Button.tsx";
import { LinkButton } from "../../components/ui/LinkButton.tsx";
import { forgetAfterSignIn, recallAfterSignIn } from "../../features/auth/after-sign-in.ts";
import { useAuth } from "../../features/auth/auth-context.ts";
import { showText, specText, type UserText } from "../../features/auth/user-text.ts";
import { AuthScreen } from "./AuthScreen.tsx";
import { callbackTarget, readCallbackParams } from "./callback-params.ts";
import { StatusBadge } from "./StatusBadge.tsx";

const goNowClasses = "rounded font-semibold text-brand-700 hover:underline";

type Outcome = { kind: "loading" } | { kind: "success" } | { kind: "failed"; message: UserText };

/** /auth/callback: where Google sends the browser back; trades the one-time code for a session. */
export default function AuthCallbackPage() {
  const { t, i18n } = useLingui();
  const [params] = useSearchParams();
  const start = useMemo(() => readCallbackParams(params), [params]);
  // Read once: the remembered target is forgotten when this page leaves.
  const [target] = useState(() => callbackTarget(params, recallAfterSignIn()));
  const { exchangeCodeForSession } = useAuth();
  const [, navigate] = useLocation();
  const [exchange, setExchange] = useState<Outcome>({ kind: "loading" });

  const code = start.kind === "exchange" ? start.code : null;
  const state = start.kind === "exchange" ? start.state : null;
  useEffect(() => {
    if (code === null) return;
    // A re-run (Strict Mode, a re-mount) gets the same exchange back rather than spending the code twice.
    let active = true;
    exchangeCodeForSession(code, state).then(
      () => {
        if (active) setExchange({ kind: "success" });
      },
      (error: unknown) => {
        if (!active) return;
        console.error(error);
        setExchange({ kind: "failed", message: specText(MESSAGES.googleExchangeFailed) });
      },
    );
    return () => {
      active = false;
    };
  }, [code, state, exchangeCodeForSession]);

  const outcome: Outcome = start.kind === "failed" ? start : exchange;

  useEffect(() => {
    if (outcome.kind !== "success") return;
    const timer = setTimeout(() => {
      forgetAfterSignIn();
      navigate(target, { replace: true });
    }, LIMITS.authRedirectDelayMs);
    return () => clearTimeout(timer);
  }, [outcome.kind, navigate, target]);

  if (outcome.kind === "loading") {
    return (
      <AuthScreen
        documentTitle={t`Completing Sign In`}
        badge={<StatusBadge icon={LoaderCircle} tone="brand" spin />}
        heading={t`Completing Sign In`}
        description={
          <p role="status">
            <Trans>Hang tight while we finish signing you in with Google.</Trans>
          </p>
        }
      />
    );
  }

  if (outcome.kind === "success") {
    return (
      <AuthScreen
        documentTitle={t`Signed In`}
        badge={<StatusBadge icon={CircleCheck} tone="success" />}
        heading={t`Welcome to ${PRODUCT_NAME}`}
        description={
          <p role="status">
            {target === "/dashboard" ? (
              <Trans>
                You're signed in. Taking you to your dashboard…{" "}
                <Link to={target} replace onClick={forgetAfterSignIn} className={goNowClasses}>
                  Go now
                </Link>
              </Trans>
            ) : (
              <Trans>
                You're signed in. Taking you back where you were…{" "}
                <Link to={target} replace onClick={forgetAfterSignIn} className={goNowClasses}>
                  Go now
                </Link>
              </Trans>
            )}
          </p>
        }
      />
    );
  }

  return (
    <AuthScreen
      documentTitle={t`Authentication Failed`}
      badge={<StatusBadge icon={TriangleAlert} tone="error" />}
      heading={t`Authentication Failed`}
      description={<p role="alert">{showText(i18n, outcome.message)}</p>}
    >
      <div className="flex flex-col gap-3">
        <Button size="lg" className="w-full" onClick={() => navigate("/", { replace: true })}>
          <House aria-hidden="true" className="size-5" />
          <Trans>Return Home</Trans>
        </Button>
        <LinkButton to="/auth?action=signin" variant="ghost" className="w-full">
          <LogIn aria-hidden="true" className="size-4 rtl:-scale-x-100" />
          <Trans>Try signing in again</Trans>
        </LinkButton>
      </div>
    </AuthScreen>
  );
}
