// The public generator end to end: the link-preview card the worker draws,
// the click on Generate in Chromium, the main thread while the photo is
// adjusted, and the public Twend read under load and cold, against baselines
// measured in the same run. Prints figures; asserts nothing (speed goals live
// here, not in tests).
// Run: npm run bench:generate (PostgreSQL at DATABASE_URL, default the local one);
// `npm run bench:generate -- click gestures` runs only the sections so named.
// To keep the browser and the server off each other's core, see pinned-browser.ts.
import { createDatabase } from "@twend/db";
import { startApp } from "./app-server.ts";
import { batchSection } from "./batch-bench.ts";
import { previewCardSection } from "./card-bench.ts";
import { coldReadSection } from "./cold-read-bench.ts";
import { faceSection } from "./face-bench.ts";
import { gestureSection } from "./gesture-bench.ts";
import { clickToDownloadSection } from "./page-bench.ts";
import { hotReadSection } from "./read-bench.ts";
import { waitForQuietMachine } from "./quiet-machine.ts";
import { pinBrowserFromEnv } from "./pinned-browser.ts";
import { findGeneratorCampaign } from "./seed.ts";
import type { BenchSection } from "./section.ts";
import { workerThroughputSection } from "./worker-bench.ts";

// In order: the link-preview card first, timed on a machine that has not
// just run a load (this VM drew cards about 20% slower for half a minute after
// one, whoever was still running); the page benches next, so Chromium is gone
// before the load runs take both cores; the cold read after them, since its
// seeding adds 2000 Twends; the worker's renders, then a creator's batch of DPs, last.
const SECTIONS: readonly BenchSection[] = [
  previewCardSection,
  clickToDownloadSection,
  gestureSection,
  faceSection,
  hotReadSection,
  coldReadSection,
  workerThroughputSection,
  batchSection,
];

const wanted = process.argv.slice(2);
const unknown = wanted.filter((name) => !SECTIONS.some((section) => section.name === name));
if (unknown.length) throw new Error(`no bench section named ${unknown.join(", ")}; there are ${SECTIONS.map((s) => s.name).join(", ")}`);
const chosen = wanted.length ? SECTIONS.filter((section) => wanted.includes(section.name)) : SECTIONS;

const started = performance.now();
const unpinBrowser = await pinBrowserFromEnv();
const app = await startApp();
let failed = false;
try {
  const db = await createDatabase({ databaseUrl: app.databaseUrl, poolSize: 2 });
  try {
    const campaign = await findGeneratorCampaign(db.prisma);
    for (const section of chosen) {
      const waitedMs = await waitForQuietMachine();
      console.log(`${section.title} (started after ${(waitedMs / 1000).toFixed(0)} s waiting for idle CPUs)`);
      try {
        await section.run({ app, prisma: db.prisma, campaign });
      } catch (error) {
        // One section that cannot measure must not hide the others' figures.
        failed = true;
        console.error(`  could not measure: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
      }
    }
  } finally {
    await db.close();
  }
} finally {
  await app.stop();
  await unpinBrowser();
}
console.log(`(bench took ${((performance.now() - started) / 1000).toFixed(0)} s)`);
if (failed) process.exitCode = 1;
