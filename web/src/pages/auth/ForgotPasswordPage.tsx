import { useMutation } from "@tanstack/react-query";
import { ArrowLeft, MailCheck } from "lucide-react";
import { type FormEvent, useId, useRef, useState } from "react";
import { Link } from "react-router";
import { Button } from "../../components/ui/Button.tsx";
import { FormMessage } from "../../components/ui/FormMessage.tsx";
import { EmailField } from "../../components/ui/EmailField.tsx";
import { requestPasswordReset } from "../../features/auth/password-reset-api.ts";
import { validateEmail } from "../../features/auth/validation.ts";
import { trpcClient } from "../../lib/trpc.ts";
import { AuthScreen } from "./AuthScreen.tsx";
import { StatusBadge } from "./StatusBadge.tsx";
import { SubmitButton } from "./SubmitButton.tsx";

type Phase = "idle" | "submitting" | "sent";

const backToSignIn = (
  <Link to="/auth?action=signin" className="inline-flex items-center gap-1.5 rounded font-medium text-slate-700 hover:text-slate-950">
    <ArrowLeft aria-hidden="true" className="size-4" />
    Back to sign in
  </Link>
);

/** /forgot-password (spec 001): idle, then submitting, then sent. */
export default function ForgotPasswordPage() {
  const [phase, setPhase] = useState<Phase>("idle");
  const [email, setEmail] = useState("");
  const [message, setMessage] = useState<string | null>(null);
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
    return (
      <AuthScreen
        documentTitle="Check your email"
        badge={<StatusBadge icon={MailCheck} tone="success" />}
        heading="Check your email"
        description={
          <p role="status">
            If an account exists for <strong className="font-semibold wrap-anywhere text-slate-900">{email.trim()}</strong>, we've sent a link to reset your password. It
            may take a minute to arrive; check your spam folder too.
          </p>
        }
        footer={backToSignIn}
      >
        <Button variant="secondary" size="lg" className="w-full" onClick={tryAnotherEmail}>
          Try a different email
        </Button>
      </AuthScreen>
    );
  }

  return (
    <AuthScreen
      documentTitle="Forgot password"
      heading="Forgot your password?"
      description="Enter the email you signed up with and we'll send you a link to choose a new one."
      footer={backToSignIn}
    >
      <form onSubmit={onSubmit} className="space-y-4" aria-label="Request a password reset">
        <FormMessage id={messageId}>{message}</FormMessage>
        <EmailField
          ref={inputRef}
          name="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          aria-invalid={message !== null || undefined}
          aria-describedby={message !== null ? messageId : undefined}
        />
        <SubmitButton busy={phase === "submitting"} busyLabel="Sending link…">
          Send reset link
        </SubmitButton>
      </form>
    </AuthScreen>
  );
}
