import { plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { useMutation } from "@tanstack/react-query";
import { LIMITS } from "@twend/shared";
import CircleCheck from "lucide-react/icons/circle-check";
import LinkIcon from "lucide-react/icons/link";
import { useEffect, useId, useState } from "react";
import { Link, useLocation, useSearchParams } from "wouter";
import { FormMessage } from "../../components/ui/FormMessage.tsx";
import { LinkButton } from "../../components/ui/LinkButton.tsx";
import { PasswordField } from "../../components/ui/PasswordField.tsx";
import { AUTH_MESSAGES } from "../../features/auth/messages.ts";
import { resetPassword } from "../../features/auth/password-reset-api.ts";
import { showText, type UserText } from "../../features/auth/user-text.ts";
import { validateNewPassword } from "../../features/auth/validation.ts";
import { trpcClient } from "../../lib/trpc.ts";
import { AuthScreen } from "./AuthScreen.tsx";
import { StatusBadge } from "./StatusBadge.tsx";
import { SubmitButton } from "./SubmitButton.tsx";
import { useValidatedForm } from "./use-validated-form.ts";

const SIGN_IN = "/auth";

// The token is a credential: keep it out of the Referer of anything this page loads or links to.
const noReferrer = <meta name="referrer" content="no-referrer" />;

/** /reset-password?token=…: invalid link, form, success then /auth after 3 s (spec 001). */
export default function ResetPasswordPage() {
  const { t, i18n } = useLingui();
  const [params] = useSearchParams();
  const token = params.get("token")?.trim() ?? "";
  const [done, setDone] = useState(false);
  const [, navigate] = useLocation();

  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(() => navigate(SIGN_IN, { replace: true }), LIMITS.resetRedirectDelayMs);
    return () => clearTimeout(timer);
  }, [done, navigate]);

  if (token === "") {
    return (
      <AuthScreen
        documentTitle={t`Invalid reset link`}
        badge={<StatusBadge icon={LinkIcon} tone="error" />}
        heading={t`Reset link not valid`}
        description={<p role="alert">{i18n._(AUTH_MESSAGES.invalidResetLink)}</p>}
      >
        <LinkButton to="/forgot-password" size="lg" className="w-full">
          <Trans>Request a new reset link</Trans>
        </LinkButton>
      </AuthScreen>
    );
  }

  if (done) {
    return (
      <AuthScreen
        documentTitle={t`Password updated`}
        badge={<StatusBadge icon={CircleCheck} tone="success" />}
        heading={t`Password updated`}
        description={
          <p role="status">
            <Trans>
              You can now sign in with your new password. Taking you to sign in…{" "}
              <Link to={SIGN_IN} replace className="rounded font-semibold text-brand-700 hover:underline">
                Go now
              </Link>
            </Trans>
          </p>
        }
      >
        {noReferrer}
      </AuthScreen>
    );
  }

  return <ResetPasswordForm token={token} onDone={() => setDone(true)} />;
}

function ResetPasswordForm({ token, onDone }: { token: string; onDone: () => void }) {
  const { t, i18n } = useLingui();
  const minLength = LIMITS.passwordMinLength;
  const [message, setMessage] = useState<UserText | null>(null);
  const messageId = useId();
  const reset = useMutation({ mutationFn: (password: string) => resetPassword(trpcClient.account, token, password) });
  const { values, field, submitting, onSubmit } = useValidatedForm({
    initial: { password: "", confirmPassword: "" },
    validate: ({ password, confirmPassword }) => validateNewPassword(password, confirmPassword),
    async submit({ password }) {
      const result = await reset.mutateAsync(password);
      if (!result.ok) return result.message;
      onDone();
      return null;
    },
    onMessage: setMessage,
    messageId,
  });

  return (
    <AuthScreen
      documentTitle={t`Reset password`}
      heading={t`Choose a new password`}
      description={t({
        message: plural(minLength, {
          one: "Pick something you haven't used here before, at least # character long.",
          other: "Pick something you haven't used here before, at least # characters long.",
        }),
      })}
      footer={
        <div className="flex flex-wrap justify-center gap-x-6 gap-y-2">
          <Link to={SIGN_IN} className="rounded font-medium text-slate-700 hover:text-slate-950">
            <Trans>Remembered it? Sign in</Trans>
          </Link>
          <Link to="/forgot-password" className="rounded font-medium text-slate-700 hover:text-slate-950">
            <Trans>Request a new link</Trans>
          </Link>
        </div>
      }
    >
      {noReferrer}
      <form onSubmit={onSubmit} className="space-y-4" aria-label={t`Choose a new password`}>
        <FormMessage id={messageId}>{message === null ? null : showText(i18n, message)}</FormMessage>
        <PasswordField label={t`New password`} autoComplete="new-password" required maxLength={LIMITS.passwordMaxLength} {...field("password")} />
        <PasswordField label={t`Confirm new password`} autoComplete="new-password" required maxLength={LIMITS.passwordMaxLength} {...field("confirmPassword")} />
        <SubmitButton busy={submitting} busyLabel={t`Updating password…`} disabled={values.password === "" || values.confirmPassword === ""}>
          <Trans>Reset password</Trans>
        </SubmitButton>
      </form>
    </AuthScreen>
  );
}
