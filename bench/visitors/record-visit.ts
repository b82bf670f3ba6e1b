import { launchBrowser } from "../../e2e/support/browser.ts";
import { fillInputs, LAPTOP, openGenerator, type Photo } from "../generate/generator-page.ts";
import { startRecordingProxy, type Exchange } from "./recording-proxy.ts";

export const VISITOR_NAME = "Ada Lovelace";
/** After the download: the page still fetches what it loads after the DP (the face models) and sends its counts. */
const QUIET_MS = 2000;
const SETTLE_TIMEOUT_MS = 30_000;

/** One visitor's trip through a shared Twend, as the server saw it. */
export interface RecordedVisit {
  /** The origin the page was loaded from: the recording proxy's, to be put right in Origin and Referer on replay. */
  origin: string;
  /** The visitor's session id, from the page's storage. */
  sessionId: string;
  exchanges: Exchange[];
  /** Requests the page sent to other origins: not the server's work, not replayed. */
  elsewhere: string[];
}

/**
 * A first-time visitor in Chromium (fresh context: empty cache and storage) on a laptop screen:
 * opens the Twend's page, picks `photo`, types a name, clicks Generate DP and then Download,
 * and waits until the page's requests have settled. Everything same-origin goes through a
 * recording proxy, which keeps what reached the server.
 */
export async function recordVisit(appOrigin: string, shortId: string, photo: Photo): Promise<RecordedVisit> {
  const proxy = await startRecordingProxy(appOrigin);
  const browser = await launchBrowser();
  try {
    const page = await openGenerator(browser, proxy.origin, shortId, LAPTOP);
    // openGenerator made the context and loaded the page before a listener could be added: what the page loaded until
    // then is in its resource timing, what its workers fetch after it in the context's events.
    const urls: string[] = await page.evaluate(() => performance.getEntriesByType("resource").map((entry) => entry.name));
    page.context().on("request", (request) => urls.push(request.url()));
    await fillInputs(page, photo, VISITOR_NAME);
    await page.getByRole("button", { name: "Generate DP" }).click();
    const download = page.getByRole("link", { name: "Download" });
    await download.waitFor();
    await Promise.all([page.waitForEvent("download"), download.click()]);
    await proxy.quiet(QUIET_MS, SETTLE_TIMEOUT_MS);
    const sessionId = await page.evaluate(() => localStorage.getItem("session_id"));
    if (!sessionId) throw new Error("the page stored no session id");
    const elsewhere = [
      ...new Set(
        urls.filter((url) => {
          const { protocol, origin } = new URL(url);
          return (protocol === "http:" || protocol === "https:") && origin !== proxy.origin;
        }),
      ),
    ];
    const direct = elsewhere.filter((url) => url.startsWith(appOrigin));
    if (direct.length) throw new Error(`the page fetched from the app's own origin past the recording proxy: ${direct.join(", ")}`);
    return { origin: proxy.origin, sessionId, exchanges: proxy.exchanges(), elsewhere };
  } finally {
    await browser.close();
    await proxy.close();
  }
}
