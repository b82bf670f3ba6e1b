import type { GeneratedDp } from "../../features/generator/generator-state.ts";
import type { ResultViewCode } from "../../features/generator/generator-engine.ts";
import type { GeneratorView } from "./generator-view.ts";

type ResultPanelModule = typeof import("./ResultPanel.tsx");

let loaded: ResultPanelModule | null = null;

/**
 * Download, share, QR and link actions matter only once a DP exists, so their code stays out of the
 * generator's first load. It is fetched once the visitor starts on the inputs, and Generate waits
 * for it with the PNG (see generator-engine.ts), so the panel renders with the result itself: no lazy
 * component, whose Suspense fallback React would keep on screen for its reveal throttle even then.
 */
export const resultPanelCode: ResultViewCode = {
  ready: () => loaded !== null,
  load: () =>
    import("./ResultPanel.tsx").then((module) => {
      loaded = module;
    }),
};

/** The result's actions for the DP just made, wired to the generator both layouts share. */
export function LazyResultPanel({ view, result }: { view: GeneratorView; result: GeneratedDp }) {
  const { campaign, generator, device, report } = view;
  // A result exists only once this code has arrived (see resultPanelCode).
  if (!loaded) return null;
  return (
    <loaded.ResultPanel
      campaign={campaign}
      result={result}
      name={campaign.include_text ? generator.state.name : ""}
      device={device}
      report={report}
      onCreateAnother={generator.reset}
    />
  );
}
