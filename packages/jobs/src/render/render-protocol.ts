import type { RenderTask } from "./render-tasks.ts";

/** Parent to render process. */
export interface RenderRequest {
  id: number;
  task: RenderTask;
}

/** Render process to parent: once when it can take work, then one reply per request, with the process's resident memory after it. */
export type RenderMessage = { ready: true } | { id: number; ok: true; bytes: Uint8Array; rssBytes: number } | { id: number; ok: false; error: string; rssBytes: number };
