import type { RenderMessage, RenderRequest } from "./render-protocol.ts";
import { runRenderTask } from "./render-tasks.ts";

// The parent decides when this process ends (after its quota of renders, or at shutdown): a Ctrl-C
// or SIGTERM sent to the whole process group must not cut a render short.
process.on("SIGINT", () => {});
process.on("SIGTERM", () => {});
// The channel closes when the parent retires this process or dies (even by kill -9): no orphans.
process.on("disconnect", () => process.exit(0));

const send = (message: RenderMessage) => process.send?.(message);

process.on("message", (request: RenderRequest) => {
  runRenderTask(request.task).then(
    (bytes) => send({ id: request.id, ok: true, bytes, rssBytes: process.memoryUsage.rss() }),
    (error: unknown) => send({ id: request.id, ok: false, error: error instanceof Error ? error.message : String(error), rssBytes: process.memoryUsage.rss() }),
  );
});
send({ ready: true });
