import { createHash } from "node:crypto";

const ENTRY_SCRIPT = /<script type="module" crossorigin src="(\/assets\/[\w.-]+\.js)"><\/script>/;

/**
 * Starts the app once the server-rendered page has painted: in the second animation frame, as the
 * first one's callbacks run before that frame is painted. A module script that has arrived by the
 * time the HTML is parsed (cached, or on a fast link) is otherwise run before the first frame, so
 * the page's first paint waits for the whole bundle to be evaluated, which takes a slow phone
 * longer than drawing the page. A hidden tab has no frames to wait for and starts at once.
 */
export const DEFERRED_ENTRY_SCRIPT =
  'const entry=document.querySelector("link[data-app-entry]").href;const start=()=>import(entry);' +
  'if(document.visibilityState==="visible")requestAnimationFrame(()=>requestAnimationFrame(start));else start();';

/** The Content-Security-Policy source that lets exactly that inline script run. */
export const DEFERRED_ENTRY_SCRIPT_SOURCE = `'sha256-${createHash("sha256").update(DEFERRED_ENTRY_SCRIPT).digest("base64")}'`;

/**
 * The app's HTML with its entry script fetched as early as before (a module preload, so the
 * download still overlaps the HTML's) but run by DEFERRED_ENTRY_SCRIPT. For server-rendered
 * pages only: a page the SPA renders has nothing to paint before its script runs.
 */
export function deferEntryScript(indexHtml: string): string {
  return indexHtml.replace(
    ENTRY_SCRIPT,
    (_tag: string, src: string) => `<link rel="modulepreload" crossorigin href="${src}" data-app-entry><script type="module">${DEFERRED_ENTRY_SCRIPT}</script>`,
  );
}
