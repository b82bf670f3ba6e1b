import type { DpRenderDto, GenerateDpInput, RenderStatus } from "@twend/shared";
import type { trpcClient } from "../../lib/trpc.ts";
import { ComposeError } from "./compose-request.ts";
import { SERVER_FAILED_REASON } from "./generate-failure.ts";

export type { RenderStatus } from "@twend/shared";

/** The generator's procedures; `trpcClient.generator` in the app, the same client over a stand-in transport in tests. */
export type GeneratorProcedures = typeof trpcClient.generator;

export const RENDER_POLL_MS = 500;

interface RenderWatch {
  signal: AbortSignal;
  onState: (status: RenderStatus) => void;
  intervalMs?: number;
}

function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    // A listener added to a signal already aborted would never be called.
    if (signal.aborted) return reject(new DOMException("Aborted", "AbortError"));
    const timer = setTimeout(resolve, ms);
    signal.addEventListener(
      "abort",
      () => {
        clearTimeout(timer);
        reject(new DOMException("Aborted", "AbortError"));
      },
      { once: true },
    );
  });
}

/**
 * The server fallback for browsers that cannot draw: `generator.generate` records the
 * generation and queues the render, then `generator.render` is asked every `intervalMs`,
 * each state reported, until the PNG is done (its URL) or failed (an error).
 */
export async function renderOnServer(
  generator: GeneratorProcedures,
  input: GenerateDpInput,
  { signal, onState, intervalMs = RENDER_POLL_MS }: RenderWatch,
): Promise<string> {
  let render: DpRenderDto = await generator.generate.mutate(input, { signal });
  for (;;) {
    onState(render.status);
    if (render.status === "done" && render.result_url) return render.result_url;
    if (render.status === "failed") throw new ComposeError(SERVER_FAILED_REASON, "draw");
    await pause(intervalMs, signal);
    render = await generator.render.query({ id: render.render_id }, { signal });
  }
}
