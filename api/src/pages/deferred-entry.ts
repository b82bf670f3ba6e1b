import { createHash } from "node:crypto";

const ENTRY_SCRIPT = /<script type="module" crossorigin src="(\/assets\/[\w.-]+\.js)"><\/script>/;

/**
 * Fetches and starts the app once the server-rendered page's first contentful paint is on the
 * screen, which the browser reports only after the frame was presented. The page paints from its
 * HTML alone, and until then the bundle would only compete for the connection with the HTML and
 * the preview image, or, already there (cached, a fast link), hold the first paint while it is
 * evaluated, which takes a slow phone longer than drawing the page. Waiting for the frame to be
 * drawn is not enough: its presentation comes later still, and a bundle requested in between
 * shares the first paint's time. A hidden tab paints nothing until it is shown, so it starts at
 * once, as one hidden before its paint does; a browser that reports no paints starts in a task
 * queued from the first animation frame, after that frame.
 *
 * The script also holds the first frame until the document is parsed to its end: it is render-blocking,
 * and a module script runs only once parsing is done. Painting whenever the parser pauses, as the
 * HTML comes in, meant styling and laying out the page's top and then, again, the whole page, a
 * second pass a slow phone's main thread pays just when the first tap may come. The HTML is a few
 * packets, so the paint waits for little. (`<link rel=expect>` names that wait, but Chromium
 * paints through it on a normal navigation.) A browser that does not know the attribute, or a
 * policy that refuses the script, paints as the HTML comes.
 */
const DEFERRED_ENTRY_SCRIPT =
  'const entry=document.querySelector("meta[name=app-entry]").content;let started=false;' +
  "const start=()=>{if(!started){started=true;import(entry)}};" +
  'if(document.visibilityState!=="visible")start();' +
  'else if(self.PerformanceObserver?.supportedEntryTypes?.includes("paint")){' +
  'new PerformanceObserver((list)=>{if(list.getEntriesByName("first-contentful-paint").length)start()}).observe({type:"paint",buffered:true});' +
  'document.addEventListener("visibilitychange",start)}' +
  "else requestAnimationFrame(()=>setTimeout(start));";

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
    (_tag: string, src: string) => `<meta name="app-entry" content="${src}"><script type="module" blocking="render">${DEFERRED_ENTRY_SCRIPT}</script>`,
  );
}
