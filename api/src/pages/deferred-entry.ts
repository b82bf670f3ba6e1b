import { createHash } from "node:crypto";

const ENTRY_SCRIPT = /<script type="module" crossorigin src="(\/assets\/[\w.-]+\.js)"><\/script>/;

/**
 * A worker's code that makes the first number, date and plural formatters of the page's process, in
 * the language it is sent, then closes. The first formatter a page makes loads the browser's
 * locale data, which every later one in any of the page's threads shares: made here, that load
 * leaves the main thread, where it would be one long task in the middle of hydration, the first
 * code to format a count or a date.
 */
export const WARM_INTL_WORKER =
  "onmessage=({data:l})=>{new Intl.NumberFormat(l,{notation:'compact'}).format(1);" +
  "new Intl.DateTimeFormat(l,{dateStyle:'medium'}).format(0);new Intl.PluralRules(l).select(1);close()}";

/**
 * Starts the worker above in a task of its own (the first Blob a page makes is not free), then
 * fetches and starts the app once the server-rendered page has painted: in a task queued from the
 * first animation frame's callback, which runs before that frame is painted, so the task comes
 * after it. A task of its own, not a callback of the next frame: that one would share its task with
 * the frame's rendering, and the two together make one long task on a slow phone. The page paints
 * from its HTML alone, and until then the bundle would only compete for the connection with the
 * HTML and the preview image, or, already there (cached, a fast link), hold the first paint while
 * it is evaluated, which takes a slow phone longer than drawing the page. A hidden tab has no
 * frames to wait for and starts at once. The worker is inline so that it costs no request and no
 * bytes of the app's first-load budget.
 */
export const DEFERRED_ENTRY_SCRIPT =
  `setTimeout(()=>new Worker(URL.createObjectURL(new Blob([${JSON.stringify(WARM_INTL_WORKER)}]))).postMessage(document.documentElement.lang));` +
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
