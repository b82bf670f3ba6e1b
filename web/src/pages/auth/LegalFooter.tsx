import { Trans } from "@lingui/react/macro";
import ArrowLeft from "lucide-react/icons/arrow-left";
import { Link } from "wouter";

const linkClasses = "rounded font-medium text-slate-800 underline decoration-slate-300 underline-offset-2 hover:decoration-brand-500";

/** Terms and privacy links plus the way back home, under every sign-in card. */
export function LegalFooter() {
  return (
    <div className="space-y-4">
      <p className="text-pretty">
        <Trans>
          By continuing, you agree to our{" "}
          <Link to="/terms" className={linkClasses}>
            Terms of Service
          </Link>{" "}
          and{" "}
          <Link to="/privacy" className={linkClasses}>
            Privacy Policy
          </Link>
          .
        </Trans>
      </p>
      <Link to="/" className="inline-flex items-center gap-1.5 rounded font-medium text-slate-700 hover:text-slate-950">
        <ArrowLeft aria-hidden="true" className="size-4 rtl:-scale-x-100" />
        <Trans>Back to home</Trans>
      </Link>
    </div>
  );
}
