import type { ReactNode } from "react";
import { Container } from "./Container.tsx";

interface LoadingPageProps {
  /** Read out in place of the placeholder shapes, which are hidden from screen readers. */
  label: string;
  className?: string;
  children: ReactNode;
}

/** A page-sized skeleton announced as one polite loading status. */
export function LoadingPage({ label, className, children }: LoadingPageProps) {
  return (
    <Container className={className} role="status" aria-live="polite">
      <span className="sr-only">{label}</span>
      {children}
    </Container>
  );
}
