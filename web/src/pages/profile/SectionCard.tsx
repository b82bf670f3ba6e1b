import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Card } from "../../components/ui/Card.tsx";

interface SectionCardProps {
  id: string;
  icon: LucideIcon;
  title: string;
  children: ReactNode;
}

/** One titled card of the profile page; `id` names its heading for aria-labelledby. */
export function SectionCard({ id, icon: Icon, title, children }: SectionCardProps) {
  return (
    <Card as="section" aria-labelledby={id} className="p-5 sm:p-6">
      <h2 id={id} className="flex items-center gap-2.5 text-lg font-bold text-slate-950">
        <span className="grid size-8 place-items-center rounded-lg bg-brand-50 text-brand-700">
          <Icon aria-hidden="true" className="size-4" />
        </span>
        {title}
      </h2>
      <div className="mt-5">{children}</div>
    </Card>
  );
}
