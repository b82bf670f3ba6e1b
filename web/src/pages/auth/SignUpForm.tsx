import { plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { LIMITS } from "@twend/shared";
import { PasswordField } from "../../components/ui/PasswordField.tsx";
import { EmailField } from "../../components/ui/EmailField.tsx";
import { TextField } from "../../components/ui/TextField.tsx";
import { describeAuthFailure } from "../../features/auth/auth-error-message.ts";
import { useAuth } from "../../features/auth/auth-context.ts";
import type { UserText } from "../../features/auth/user-text.ts";
import { validateSignUp } from "../../features/auth/validation.ts";
import { SubmitButton } from "./SubmitButton.tsx";
import { useValidatedForm } from "./use-validated-form.ts";

interface SignUpFormProps {
  onMessage: (message: UserText | null) => void;
  messageId: string;
}

export function SignUpForm({ onMessage, messageId }: SignUpFormProps) {
  const { t } = useLingui();
  const { register } = useAuth();
  const minLength = LIMITS.passwordMinLength;
  const { field, submitting, onSubmit } = useValidatedForm({
    initial: { firstName: "", lastName: "", email: "", password: "", confirmPassword: "" },
    validate: validateSignUp,
    async submit(values) {
      try {
        await register({
          email: values.email.trim(),
          password: values.password,
          firstName: values.firstName.trim(),
          lastName: values.lastName.trim(),
        });
        return null;
      } catch (error) {
        return describeAuthFailure(error);
      }
    },
    onMessage,
    messageId,
  });

  return (
    <form onSubmit={onSubmit} className="space-y-4" aria-label={t`Sign up with email`}>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={t`First name`} autoComplete="given-name" required {...field("firstName")} />
        <TextField label={t`Last name`} autoComplete="family-name" required {...field("lastName")} />
      </div>
      <EmailField {...field("email")} />
      <PasswordField
        label={t`Password`}
        autoComplete="new-password"
        required
        maxLength={LIMITS.passwordMaxLength}
        hint={t({ message: plural(minLength, { one: "At least # character", other: "At least # characters" }) })}
        {...field("password")}
      />
      <PasswordField label={t`Confirm password`} autoComplete="new-password" required maxLength={LIMITS.passwordMaxLength} {...field("confirmPassword")} />
      <SubmitButton busy={submitting} busyLabel={t`Creating account…`}>
        <Trans>Create Account</Trans>
      </SubmitButton>
    </form>
  );
}
