import { useLingui } from "@lingui/react";
import { MESSAGES } from "@twend/shared";
import ShieldCheck from "lucide-react/icons/shield-check";
import { useId, useState } from "react";
import { Redirect } from "wouter";
import { SkipLink } from "../../components/layout/SkipLink.tsx";
import { EmailField } from "../../components/ui/EmailField.tsx";
import { FormMessage } from "../../components/ui/FormMessage.tsx";
import { PasswordField } from "../../components/ui/PasswordField.tsx";
import { AdminCheckError, LIST_CHECK_TIMEOUT } from "../../features/admin/admin-api.ts";
import { useAdminCheck } from "../../features/admin/use-admin-check.ts";
import { useAuth } from "../../features/auth/auth-context.ts";
import { describeAuthFailure } from "../../features/auth/auth-error-message.ts";
import { showText, type UserText } from "../../features/auth/user-text.ts";
import { usePreloadedSignIn } from "../../features/auth/load-sign-in-api.ts";
import { validateSignIn } from "../../features/auth/validation.ts";
import { AuthScreen } from "../auth/AuthScreen.tsx";
import { SubmitButton } from "../auth/SubmitButton.tsx";
import { useValidatedForm } from "../auth/use-validated-form.ts";
import { AdminHeader } from "./AdminHeader.tsx";
import { ADMIN_HOME_PATH } from "./admin-paths.ts";

/** What the signed-in visitor's check says here: nothing yet, a denial or a failure to show, or the way in. */
function useLoginCheck(): { admin: boolean; checking: boolean; message: string | null } {
  const { user, isPending } = useAuth();
  const check = useAdminCheck(LIST_CHECK_TIMEOUT);
  if (isPending || (user !== null && check.isPending)) return { admin: false, checking: true, message: null };
  if (user === null) return { admin: false, checking: false, message: null };
  if (check.data === true) return { admin: true, checking: false, message: null };
  if (check.data === false) return { admin: false, checking: false, message: MESSAGES.adminRequired };
  // A 401 is a session that ended: the form is the answer, no message needed.
  const error = check.error instanceof AdminCheckError && check.error.status !== 401 ? check.error.message : null;
  return { admin: false, checking: check.isFetching, message: error };
}

/** /admin/login: e-mail sign-in, then the admin check; admins go on to the dashboard, others see the spec's denial. */
export default function AdminLoginPage() {
  const { login } = useAuth();
  usePreloadedSignIn();
  const gate = useLoginCheck();
  const messageId = useId();
  const { i18n } = useLingui();
  const [formMessage, setFormMessage] = useState<UserText | null>(null);
  const { field, submitting, onSubmit } = useValidatedForm({
    initial: { email: "", password: "" },
    validate: validateSignIn,
    async submit({ email, password }) {
      try {
        // Signing in sets the user, which starts the admin check above.
        await login(email.trim(), password);
        return null;
      } catch (error) {
        return describeAuthFailure(error);
      }
    },
    onMessage: setFormMessage,
    messageId,
  });

  if (gate.admin) return <Redirect to={ADMIN_HOME_PATH} replace />;
  const busy = submitting || gate.checking;

  return (
    <div className="flex min-h-dvh flex-col bg-slate-50">
      <SkipLink />
      <AdminHeader />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        <AuthScreen
          documentTitle="Admin Login"
          heading="Admin Login"
          description="Sign in with an administrator account to manage Twends, blog posts and users."
          badge={
            <span className="mx-auto grid size-12 place-items-center rounded-2xl bg-slate-900 text-white">
              <ShieldCheck aria-hidden="true" className="size-6" />
            </span>
          }
        >
          <form onSubmit={onSubmit} className="space-y-4" aria-label="Admin sign in">
            <FormMessage id={messageId}>{formMessage ? showText(i18n, formMessage) : gate.message}</FormMessage>
            <EmailField {...field("email")} />
            <PasswordField label="Password" autoComplete="current-password" required {...field("password")} />
            <SubmitButton busy={busy} busyLabel={submitting ? "Signing in…" : "Checking access…"}>
              Sign In
            </SubmitButton>
          </form>
        </AuthScreen>
      </main>
    </div>
  );
}
