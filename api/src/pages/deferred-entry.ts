import { createHash } from "node:crypto";

const ENTRY_SCRIPT = /<script type="module" crossorigin src="(\/assets\/[\w.-]+\.js)"><\/script>/;

/**
 * Fetches and starts the app once the server-rendered page has painted: in a task queued from the
 * first animation frame's callback, which runs before that frame is painted, so the task comes
 * after it. A task of its own, not a callback of the next frame: that one would share its task with
 * the frame's rendering, and the two together make one long task on a slow phone. The page paints
 * from its HTML alone, and until then the bundle would only compete for the connection with the
 * HTML and the preview image, or, already there (cached, a fast link), hold the first paint while
 * it is evaluated, which takes a slow phone longer than drawing the page. A hidden tab has no
 * frames to wait for and starts at once.
 */
const DEFERRED_ENTRY_SCRIPT =
  'const entry=document.querySelector("meta[name=app-entry]").content;const start=()=>import(entry);' +
  'if(document.visibilityState==="visible")requestAnimationFrame(()=>setTimeout(start));else start();';

/** The Content-Security-Policy source that lets exactly that inline script run. */
export const DEFERRED_ENTRY_SCRIPT_SOURCE = `'sha256-${createHash("sha256").update(DEFERRED_ENTRY_SCRIPT).digest("base64")}'`;

/**
 * The app's HTML with its entry script named in a meta element and started by
 * DEFERRED_ENTRY_SCRIPT. For server-rendered pages only: a page the SPA renders has nothing to
 * paint before its script runs.
 */
export function deferEntryScript(indexHtml: string): string {
  return indexHtml.replace(
    ENTRY_SCRIPT,
    (_tag: string, src: string) => `<meta name="app-entry" content="${src}"><script type="module">${DEFERRED_ENTRY_SCRIPT}</script>`,
  );
}
