import { Suspense } from "react";
import { FormMessage } from "../../components/ui/FormMessage.tsx";
import { Spinner } from "../../components/ui/Spinner.tsx";
import type { RenderStatus } from "../../features/generator/generator-api.ts";
import { lazyAppPart } from "../../i18n/lazy-app-page.ts";

const ServerRenderPanel = lazyAppPart(() => import("../../features/server-render/ServerRenderPanel.tsx"));

interface GenerateErrorProps {
  error: string | null;
  /** Offer the server render: this browser cannot draw, or failed to. */
  serverFallback: boolean;
  progress: "uploading" | RenderStatus | null;
  onServer: () => void;
}

/**
 * The spec's 'Failed to generate DP' message, then the way out through the server. The photo
 * leaves the device only from that panel's button, below the notice that says so.
 */
export function GenerateError({ error, serverFallback, progress, onServer }: GenerateErrorProps) {
  return (
    <div className="flex flex-col gap-3">
      <FormMessage>{error}</FormMessage>
      {progress || serverFallback ? (
        <Suspense
          fallback={
            <div className="flex min-h-32 items-center justify-center">
              <Spinner />
            </div>
          }
        >
          <ServerRenderPanel progress={progress} onServer={onServer} />
        </Suspense>
      ) : null}
    </div>
  );
}
