import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { PRODUCT_NAME } from "@twend/shared";
import { useCallback, useId, useState } from "react";
import { Redirect, useSearchParams } from "wouter";
import { FormMessage } from "../../components/ui/FormMessage.tsx";
import { AccountCallError } from "../../features/auth/account-call-error.ts";
import { useAuth } from "../../features/auth/auth-context.ts";
import { usePreloadedSignIn } from "../../features/auth/load-sign-in-api.ts";
import { AUTH_MESSAGES } from "../../features/auth/messages.ts";
import { showText, type UserText } from "../../features/auth/user-text.ts";
import { type AuthMode, readAuthParams, withMode } from "./auth-params.ts";
import { AuthPageSkeleton } from "./AuthPageSkeleton.tsx";
import { AuthScreen } from "./AuthScreen.tsx";
import { AuthTabs } from "./AuthTabs.tsx";
import { GoogleButton } from "./GoogleButton.tsx";
import { LegalFooter } from "./LegalFooter.tsx";
import { OrDivider } from "./OrDivider.tsx";
import { SignInForm } from "./SignInForm.tsx";
import { SignUpForm } from "./SignUpForm.tsx";
import { useGoogleSignIn } from "./use-google-sign-in.ts";

interface Notice {
  message: UserText;
  /** The server's own reason, in the visitor's language, shown under the message when it has one. */
  detail?: string | null;
}

const COPY: Record<AuthMode, { heading: MessageDescriptor; description: MessageDescriptor }> = {
  signin: { heading: msg`Welcome back`, description: msg`Sign in to manage your Twends and see how they spread.` },
  signup: { heading: msg`Create your account`, description: msg`Free and unlimited. Design your first Twend in minutes.` },
};

const switchClasses = "rounded font-semibold text-brand-700 hover:text-brand-900 hover:underline";

/** /auth: sign in or sign up with email or Google. */
export default function AuthPage() {
  const { t, i18n } = useLingui();
  const [searchParams, setSearchParams] = useSearchParams();
  const { mode, redirect } = readAuthParams(searchParams);
  const { user, isPending } = useAuth();
  usePreloadedSignIn();
  const [notice, setNotice] = useState<Notice | null>(null);
  const id = useId();
  const messageId = `${id}-message`;
  const panelId = `${id}-panel`;
  const tabId = (tab: AuthMode) => `${id}-${tab}-tab`;

  const onGoogleError = useCallback((error: unknown) => {
    setNotice({ message: AUTH_MESSAGES.googleSignInFailed, detail: error instanceof AccountCallError ? error.serverMessage : null });
  }, []);
  const google = useGoogleSignIn(redirect, onGoogleError);
  const onMessage = useCallback((message: UserText | null) => setNotice(message === null ? null : { message }), []);

  if (user !== null) return <Redirect to={redirect} replace />;
  if (isPending) return <AuthPageSkeleton />;

  function switchMode(next: AuthMode) {
    if (next === mode) return;
    setNotice(null);
    setSearchParams(withMode(searchParams, next), { replace: true });
  }

  const copy = COPY[mode];
  return (
    <AuthScreen
      documentTitle={mode === "signin" ? t`Sign In` : t`Sign Up`}
      heading={i18n._(copy.heading)}
      description={i18n._(copy.description)}
      footer={<LegalFooter />}
    >
      <AuthTabs mode={mode} onChange={switchMode} panelId={panelId} tabId={tabId} />
      <div role="tabpanel" id={panelId} aria-labelledby={tabId(mode)} className="mt-6">
        <GoogleButton busy={google.busy} onClick={() => void google.start()} />
        <OrDivider label={t`or with email`} />
        <FormMessage id={messageId} className="mb-4">
          {notice ? (
            <>
              <p className="font-medium">{showText(i18n, notice.message)}</p>
              {notice.detail ? <p>{notice.detail}</p> : null}
            </>
          ) : null}
        </FormMessage>
        {mode === "signin" ? (
          <SignInForm key="signin" onMessage={onMessage} messageId={messageId} />
        ) : (
          <SignUpForm key="signup" onMessage={onMessage} messageId={messageId} />
        )}
        <p className="mt-6 text-center text-sm text-slate-600">
          {mode === "signin" ? (
            <Trans>
              New to {PRODUCT_NAME}?{" "}
              <button type="button" onClick={() => switchMode("signup")} className={switchClasses}>
                Create an account
              </button>
            </Trans>
          ) : (
            <Trans>
              Already have an account?{" "}
              <button type="button" onClick={() => switchMode("signin")} className={switchClasses}>
                Sign in instead
              </button>
            </Trans>
          )}
        </p>
      </div>
    </AuthScreen>
  );
}
