import { Trans, useLingui } from "@lingui/react/macro";
import { PRODUCT_NAME } from "@twend/shared";
import { Redirect } from "wouter";
import { LinkButton } from "../../components/ui/LinkButton.tsx";
import { useAuth } from "../../features/auth/auth-context.ts";
import { usePreloadedSignIn } from "../../features/auth/load-sign-in-api.ts";
import { DEFAULT_AFTER_SIGN_IN } from "../../features/auth/redirect.ts";
import { AuthPageSkeleton } from "./AuthPageSkeleton.tsx";
import { AuthScreen } from "./AuthScreen.tsx";
import { GoogleButton } from "./GoogleButton.tsx";
import { LegalFooter } from "./LegalFooter.tsx";
import { OrDivider } from "./OrDivider.tsx";
import { useGoogleSignIn } from "./use-google-sign-in.ts";

// The spec has this page only log a failure (the hook logs it); the button simply becomes usable again.
const ignoreFailure = () => {};

/** /signin: the Google-only sign-in page. */
export default function SignInPage() {
  const { t } = useLingui();
  const { user, isPending } = useAuth();
  usePreloadedSignIn();
  const google = useGoogleSignIn(DEFAULT_AFTER_SIGN_IN, ignoreFailure);

  if (user !== null) return <Redirect to={DEFAULT_AFTER_SIGN_IN} replace />;
  if (isPending) return <AuthPageSkeleton compact />;

  return (
    <AuthScreen
      documentTitle={t`Sign In`}
      heading={t`Sign in to ${PRODUCT_NAME}`}
      description={t`One tap with your Google account and you're in your dashboard.`}
      footer={<LegalFooter />}
    >
      <GoogleButton busy={google.busy} onClick={() => void google.start()} />
      <OrDivider label={t({ message: "or", comment: "Between the Google button and the email sign-in link" })} />
      <LinkButton to="/auth?action=signin" variant="ghost" className="w-full">
        <Trans>Sign in with email</Trans>
      </LinkButton>
    </AuthScreen>
  );
}
