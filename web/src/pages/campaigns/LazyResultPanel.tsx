import { lazy, Suspense } from "react";
import { Spinner } from "../../components/ui/Spinner.tsx";
import type { GeneratorView } from "./generator-view.ts";

/**
 * Download, share, QR and link actions matter only once a DP exists, so their code stays out of the
 * generator's first load. `preloadResultPanel` fetches it while the visitor is still adjusting a photo.
 */
export const preloadResultPanel = () => import("./ResultPanel.tsx");

const ResultPanel = lazy(() => preloadResultPanel().then((module) => ({ default: module.ResultPanel })));

/** The result's actions for the DP just made (`png`), wired to the generator both layouts share. */
export function LazyResultPanel({ view, png }: { view: GeneratorView; png: Blob }) {
  const { campaign, generator, device, report } = view;
  return (
    // Without its own boundary, a slow fetch would swap the whole page for the route's skeleton.
    <Suspense
      fallback={
        <div role="status" className="flex min-h-40 items-center justify-center gap-2 text-sm text-slate-500">
          <Spinner /> Loading your DP's actions…
        </div>
      }
    >
      <ResultPanel
        campaign={campaign}
        png={png}
        name={campaign.include_text ? generator.state.name : ""}
        device={device}
        report={report}
        onCreateAnother={generator.reset}
      />
    </Suspense>
  );
}
