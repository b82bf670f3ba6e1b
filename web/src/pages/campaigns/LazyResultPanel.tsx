import { type ComponentProps, lazy, Suspense } from "react";
import { Spinner } from "../../components/ui/Spinner.tsx";

/**
 * Download, share, QR and link actions matter only once a DP exists, so their code stays out of the
 * generator's first load. `preloadResultPanel` fetches it while the visitor is still adjusting a photo.
 */
export const preloadResultPanel = () => import("./ResultPanel.tsx");

const ResultPanel = lazy(() => preloadResultPanel().then((module) => ({ default: module.ResultPanel })));

export function LazyResultPanel(props: ComponentProps<typeof ResultPanel>) {
  return (
    // Without its own boundary, a slow fetch would swap the whole page for the route's skeleton.
    <Suspense
      fallback={
        <div role="status" className="flex min-h-40 items-center justify-center gap-2 text-sm text-slate-500">
          <Spinner /> Loading your DP's actions…
        </div>
      }
    >
      <ResultPanel {...props} />
    </Suspense>
  );
}
