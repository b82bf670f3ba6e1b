import { chmod, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";

/**
 * With BENCH_BROWSER_CPUS set (a taskset CPU list such as "1"), every Chromium
 * the bench launches runs on those CPUs: launchBrowser starts CHROMIUM_PATH,
 * which becomes a script that execs Chromium under taskset. Run the bench
 * itself under taskset on the other CPUs (the app server it starts inherits
 * them), e.g. `BENCH_BROWSER_CPUS=1 taskset -c 0 npm run bench:generate -- click`.
 * Returns what undoes it.
 */
export async function pinBrowserFromEnv(): Promise<() => Promise<void>> {
  const cpus = process.env.BENCH_BROWSER_CPUS;
  if (!cpus) return async () => undefined;
  if (!/^[\d,-]+$/.test(cpus)) throw new Error(`BENCH_BROWSER_CPUS must be a CPU list such as 1 or 0,2-3, not ${cpus}`);
  const chromium = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
  const dir = await mkdtemp(path.join(tmpdir(), "twend-bench-chromium-"));
  const wrapper = path.join(dir, "chromium");
  await writeFile(wrapper, `#!/bin/sh\nexec taskset -c ${cpus} ${JSON.stringify(chromium)} "$@"\n`);
  await chmod(wrapper, 0o755);
  process.env.CHROMIUM_PATH = wrapper;
  console.log(`(Chromium pinned to CPUs ${cpus})`);
  return async () => {
    process.env.CHROMIUM_PATH = chromium;
    await rm(dir, { recursive: true, force: true });
  };
}
