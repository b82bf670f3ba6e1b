import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "wouter";
import { PasswordField } from "../../components/ui/PasswordField.tsx";
import { EmailField } from "../../components/ui/EmailField.tsx";
import { describeAuthFailure } from "../../features/auth/auth-error-message.ts";
import { useAuth } from "../../features/auth/auth-context.ts";
import type { UserText } from "../../features/auth/user-text.ts";
import { validateSignIn } from "../../features/auth/validation.ts";
import { SubmitButton } from "./SubmitButton.tsx";
import { useValidatedForm } from "./use-validated-form.ts";

interface SignInFormProps {
  onMessage: (message: UserText | null) => void;
  messageId: string;
}

export function SignInForm({ onMessage, messageId }: SignInFormProps) {
  const { t } = useLingui();
  const { login } = useAuth();
  const { field, submitting, onSubmit } = useValidatedForm({
    initial: { email: "", password: "" },
    validate: validateSignIn,
    async submit({ email, password }) {
      try {
        // On success the page leaves for the redirect target as soon as the user is set.
        await login(email.trim(), password);
        return null;
      } catch (error) {
        return describeAuthFailure(error);
      }
    },
    onMessage,
    messageId,
  });

  return (
    <form onSubmit={onSubmit} className="space-y-4" aria-label={t`Sign in with email`}>
      <EmailField {...field("email")} />
      <div>
        <PasswordField label={t`Password`} autoComplete="current-password" required {...field("password")} />
        <div className="mt-2 text-end">
          <Link to="/forgot-password" className="rounded text-sm font-medium text-brand-700 hover:text-brand-900 hover:underline">
            <Trans>Forgot password?</Trans>
          </Link>
        </div>
      </div>
      <SubmitButton busy={submitting} busyLabel={t`Signing in…`}>
        <Trans>Sign In</Trans>
      </SubmitButton>
    </form>
  );
}
