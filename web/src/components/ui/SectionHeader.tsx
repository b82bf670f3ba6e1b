import ArrowRight from "lucide-react/icons/arrow-right";
import { Link } from "wouter";

interface SectionHeaderProps {
  id: string;
  title: string;
  text: string;
  link?: { to: string; label: string };
}

/** The h2 of a page section; `id` lets the section point at it with aria-labelledby. */
export function SectionHeader({ id, title, text, link }: SectionHeaderProps) {
  return (
    <div className="mb-6 flex flex-wrap items-end justify-between gap-x-6 gap-y-3 sm:mb-8">
      <div className="max-w-2xl">
        <h2 id={id} className="text-2xl font-bold tracking-tight text-slate-950 sm:text-3xl">
          {title}
        </h2>
        <p className="mt-2 text-sm text-slate-600 sm:text-base">{text}</p>
      </div>
      {link ? (
        <Link to={link.to} className="group inline-flex items-center gap-1 rounded-md text-sm font-semibold text-brand-700 hover:text-brand-900">
          {link.label}
          <ArrowRight aria-hidden="true" className="size-4 transition-transform group-hover:translate-x-0.5 rtl:-scale-x-100 rtl:group-hover:-translate-x-0.5" />
        </Link>
      ) : null}
    </div>
  );
}
