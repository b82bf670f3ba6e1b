import type { ReactNode } from "react";
import { Card } from "../../components/ui/Card.tsx";

/** Preview on the left, kept in view while the settings on the right scroll (the single-page studio). */
export function StudioColumns({ preview, children }: { preview: ReactNode; children: ReactNode }) {
  return (
    <div className="grid items-start gap-6 md:grid-cols-2 lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)] lg:gap-8">
      <div className="md:sticky md:top-22">
        <Card className="p-4 lg:p-5">{preview}</Card>
      </div>
      <div className="space-y-6">{children}</div>
    </div>
  );
}
