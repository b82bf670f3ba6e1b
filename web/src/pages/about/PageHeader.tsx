import type { ReactNode } from "react";
import { Container } from "../../components/ui/Container.tsx";

interface PageHeaderProps {
  /** Small label above the title: which part of the site the page belongs to. */
  eyebrow: string;
  title: ReactNode;
  text: ReactNode;
  /** Links or facts shown under the text. */
  children?: ReactNode;
}

/** The opening of the content pages (about, legal, roadmap, demo): the page's only h1 on the home page's soft backdrop. */
export function PageHeader({ eyebrow, title, text, children }: PageHeaderProps) {
  return (
    <header className="relative isolate overflow-hidden border-b border-slate-100">
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(50rem_22rem_at_15%_-20%,var(--color-brand-100),transparent),radial-gradient(32rem_22rem_at_100%_0%,rgb(244_114_182/0.12),transparent)]"
      />
      <Container className="py-12 text-center sm:py-16 lg:py-20">
        <p className="inline-flex items-center gap-2 rounded-full border border-brand-200 bg-surface/70 px-3 py-1 text-xs font-semibold text-brand-800 shadow-sm">
          <span aria-hidden="true" className="size-1.5 rounded-full bg-accent-500" />
          {eyebrow}
        </p>
        <h1 className="mx-auto mt-5 max-w-3xl text-4xl leading-[1.1] font-extrabold tracking-tight text-balance text-slate-950 sm:text-5xl">{title}</h1>
        <p className="mx-auto mt-5 max-w-2xl text-base leading-7 text-pretty text-slate-600 sm:text-lg">{text}</p>
        {children}
      </Container>
    </header>
  );
}
