// The first load of the pages a visitor reaches from a shared link or a
// search, as Lighthouse scores it on a mid-range phone: the campaign page of
// a seeded Twend and the home page, served by the compiled app (`npm start`'s
// server on its embedded database, seeded on start), against a bare static
// page with the same title, description and link-preview card, and the same
// process isolation headers (bare-page.ts says why), measured in the same
// run, so the reader sees the floor the machine allows, and each page's timings
// as multiples of the floor's in the same round. Prints the
// figures beside their goals, with Lighthouse's measure of the host's speed,
// and, for each page, what its median run loaded, which element its LCP was and
// whom Lighthouse blames for its long tasks (the page's HTML, its scripts, the
// browser's own start of the page, or work it names no URL for), and how much of
// the Total Blocking Time is each one's; asserts nothing (speed goals live here,
// not in tests).
// Run: npm run bench:page (it builds first). Servers run on CPU 0, Lighthouse
// and Chromium on every CPU: Lighthouse asks for at least two cores of its own, since
// its simulated phone scales the main thread's tasks as they ran, and on one core the
// browser's other processes ran inside them. `BENCH_BROWSER_CPUS=1 npm run bench:page`
// puts Chromium on CPU 1 alone. Figures are noisy while anything else runs.
// Then the offline app: the campaign page's LCP on a first visit, a repeat visit with the service
// worker in control and a visit with the network off (offline-visits.ts, in Chromium driven
// directly: Lighthouse resets a page's storage, service worker included, before each run).
// `npm run bench:page -- offline` runs that part alone.
import type { BareServer } from "../generate/bare-process.ts";
import { pinBrowserFromEnv } from "../generate/pinned-browser.ts";
import { pinServersToOneCpu } from "../generate/pinned-load.ts";
import { waitForQuietMachine } from "../generate/quiet-machine.ts";
import { startBarePage } from "./bare-page.ts";
import { runLighthouse } from "./lighthouse-run.ts";
import { measureOfflineVisits, printOfflineReport } from "./offline-visits.ts";
import { printReport, type MeasuredPage } from "./report.ts";
import { startSeededApp, waitForSeededCampaign } from "./seeded-app.ts";

const CAMPAIGN_TITLE = "Afrobeats Live: Lagos";
// The machine's speed swings by half between minutes: five rounds give medians that hold still.
const ROUNDS = 5;
const OFFLINE_ONLY = process.argv.slice(2).includes("offline");

const started = performance.now();
const app = await startSeededApp();
let bare: BareServer | undefined;
let unpin: () => Promise<void> = async () => undefined;
try {
  const campaign = await waitForSeededCampaign(app.origin, CAMPAIGN_TITLE);
  const campaignPath = `/campaign/${campaign.shortId}`;
  bare = await startBarePage(app.origin, campaignPath, campaign.previewImagePath);
  const unpinServers = await pinServersToOneCpu();
  const unpinBrowser = await pinBrowserFromEnv();
  unpin = async () => {
    await unpinBrowser();
    await unpinServers();
  };
  const floor: MeasuredPage = { label: "bare static page", origin: bare.origin, path: "/", runs: [] };
  const pages: MeasuredPage[] = [
    { label: "campaign page", origin: app.origin, path: campaignPath, runs: [] },
    { label: "home page", origin: app.origin, path: "/", runs: [] },
    floor,
  ];
  for (let round = 1; round <= (OFFLINE_ONLY ? 0 : ROUNDS); round++) {
    for (const page of pages) {
      const waitedMs = await waitForQuietMachine();
      const url = page.origin + page.path;
      const run = await runLighthouse(url).catch(async (error: unknown) => {
        // Lighthouse words a server that is gone as a Chrome interstitial; say what happened instead.
        const answers = await fetch(url).then(
          (res) => res.ok,
          () => false,
        );
        throw answers ? error : new Error(`the ${page.label}'s server no longer answers ${url}: was it stopped from outside the bench?`, { cause: error });
      });
      page.runs.push(run);
      console.log(
        `  round ${round}, ${page.label}: performance ${run.performance}, LCP ${(run.lcpMs / 1000).toFixed(2)} s` +
          ` (after ${(waitedMs / 1000).toFixed(0)} s waiting for idle CPUs${run.retried.length ? `; run again after ${run.retried.join(", ")}` : ""})${run.warnings.map((w) => `\n    Lighthouse warns: ${w}`).join("")}`,
      );
    }
  }
  if (!OFFLINE_ONLY) printReport(pages, floor);
  const visits = await measureOfflineVisits(app.origin + campaignPath, ROUNDS, (round, run) =>
    console.log(`  round ${round}, campaign page LCP: first ${run.firstMs.toFixed(0)} ms, repeat ${run.repeatMs.toFixed(0)} ms, offline ${run.offlineMs.toFixed(0)} ms`),
  );
  printOfflineReport(visits);
} finally {
  await unpin();
  await bare?.stop();
  await app.stop();
}
console.log(`(bench took ${((performance.now() - started) / 1000).toFixed(0)} s)`);
