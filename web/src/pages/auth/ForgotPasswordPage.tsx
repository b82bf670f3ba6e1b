import { Trans, useLingui } from "@lingui/react/macro";
import { useMutation } from "@tanstack/react-query";
import ArrowLeft from "lucide-react/icons/arrow-left";
import MailCheck from "lucide-react/icons/mail-check";
import { type FormEvent, useId, useRef, useState } from "react";
import { Link } from "wouter";
import { Button } from "../../components/ui/Button.tsx";
import { FormMessage } from "../../components/ui/FormMessage.tsx";
import { EmailField } from "../../components/ui/EmailField.tsx";
import { requestPasswordReset } from "../../features/auth/password-reset-api.ts";
import { showText, type UserText } from "../../features/auth/user-text.ts";
import { validateEmail } from "../../features/auth/validation.ts";
import { trpcClient } from "../../lib/trpc.ts";
import { AuthScreen } from "./AuthScreen.tsx";
import { StatusBadge } from "./StatusBadge.tsx";
import { SubmitButton } from "./SubmitButton.tsx";

type Phase = "idle" | "submitting" | "sent";

const backToSignIn = (
  <Link to="/auth?action=signin" className="inline-flex items-center gap-1.5 rounded font-medium text-slate-700 hover:text-slate-950">
    <ArrowLeft aria-hidden="true" className="size-4 rtl:-scale-x-100" />
    <Trans>Back to sign in</Trans>
  </Link>
);

/** /forgot-password (spec 001): idle, then submitting, then sent. */
export default function ForgotPasswordPage() {
  const { t, i18n } = useLingui();
  const [phase, setPhase] = useState<Phase>("idle");
  const [email, setEmail] = useState("");
  const [message, setMessage] = useState<UserText | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const messageId = useId();
  const request = useMutation({ mutationFn: (address: string) => requestPasswordReset(trpcClient.account, address) });

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (phase === "submitting") return;
    const problem = validateEmail(email);
    if (problem) {
      setMessage(problem.message);
      inputRef.current?.focus();
      return;
    }
    setMessage(null);
    setPhase("submitting");
    const result = await request.mutateAsync(email.trim());
    if (result.ok) {
      setPhase("sent");
    } else {
      setMessage(result.message);
      setPhase("idle");
    }
  }

  function tryAnotherEmail() {
    setEmail("");
    setMessage(null);
    setPhase("idle");
    // The form re-renders first; focus then lands on its empty field.
    requestAnimationFrame(() => inputRef.current?.focus());
  }

  if (phase === "sent") {
    const address = email.trim();
    return (
      <AuthScreen
        documentTitle={t`Check your email`}
        badge={<StatusBadge icon={MailCheck} tone="success" />}
        heading={t`Check your email`}
        description={
          <p role="status">
            <Trans>
              If an account exists for{" "}
              <strong dir="ltr" className="font-semibold wrap-anywhere text-slate-900">
                {address}
              </strong>
              , we've sent a link to reset your password. It may take a minute to arrive; check your spam folder too.
            </Trans>
          </p>
        }
        footer={backToSignIn}
      >
        <Button variant="secondary" size="lg" className="w-full" onClick={tryAnotherEmail}>
          <Trans>Try a different email</Trans>
        </Button>
      </AuthScreen>
    );
  }

  return (
    <AuthScreen
      documentTitle={t`Forgot password`}
      heading={t`Forgot your password?`}
      description={t`Enter the email you signed up with and we'll send you a link to choose a new one.`}
      footer={backToSignIn}
    >
      <form onSubmit={onSubmit} className="space-y-4" aria-label={t`Request a password reset`}>
        <FormMessage id={messageId}>{message === null ? null : showText(i18n, message)}</FormMessage>
        <EmailField
          ref={inputRef}
          name="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          aria-invalid={message !== null || undefined}
          aria-describedby={message !== null ? messageId : undefined}
        />
        <SubmitButton busy={phase === "submitting"} busyLabel={t`Sending link…`}>
          <Trans>Send reset link</Trans>
        </SubmitButton>
      </form>
    </AuthScreen>
  );
}
