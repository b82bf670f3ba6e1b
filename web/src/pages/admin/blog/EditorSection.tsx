import { type ReactNode, useId } from "react";
import { Card } from "../../../components/ui/Card.tsx";

interface EditorSectionProps {
  title: string;
  children: ReactNode;
  className?: string;
}

/** One titled group of the editor's fields; the heading names the region for screen-reader navigation. */
export function EditorSection({ title, children, className }: EditorSectionProps) {
  const id = useId();
  return (
    <Card as="section" aria-labelledby={id} className={className}>
      <h2 id={id} className="border-b border-slate-100 px-4 py-3 text-sm font-semibold text-slate-900 sm:px-5">
        {title}
      </h2>
      <div className="space-y-4 p-4 sm:p-5">{children}</div>
    </Card>
  );
}
