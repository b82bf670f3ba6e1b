import { Trans } from "@lingui/react/macro";
import { PRODUCT_NAME } from "@twend/shared";
import { clsx } from "clsx";
import { useId } from "react";
import { Link } from "wouter";

export function LogoMark({ className }: { className?: string }) {
  // The header and footer both draw the mark, so the gradient id must be unique per instance.
  const gradientId = useId();
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" className={clsx("shrink-0", className)}>
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#7c3aed" />
          <stop offset="1" stopColor="#db2777" />
        </linearGradient>
      </defs>
      <rect width="32" height="32" rx="9" fill={`url(#${gradientId})`} />
      <circle cx="16" cy="13.5" r="5.5" fill="none" stroke="#fff" strokeWidth="2.6" />
      <path d="M8 25c1.6-4 4.6-5.6 8-5.6s6.4 1.6 8 5.6" fill="none" stroke="#fff" strokeWidth="2.6" strokeLinecap="round" />
    </svg>
  );
}

interface LogoProps {
  tone?: "dark" | "light";
  onNavigate?: () => void;
}

export function Logo({ tone = "dark", onNavigate }: LogoProps) {
  return (
    <Link
      to="/"
      onClick={onNavigate}
      className={clsx("inline-flex items-center gap-2 rounded-lg text-xl font-extrabold tracking-tight", tone === "dark" ? "text-slate-950" : "text-white")}
    >
      <LogoMark className="size-8" />
      <span>{PRODUCT_NAME}</span>
      <span className="sr-only">
        <Trans comment="Read by screen readers right after the brand name, as the logo link's name: 'Twend, home'">, home</Trans>
      </span>
    </Link>
  );
}
