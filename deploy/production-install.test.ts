/**
 * The image's runtime, laid out as the Dockerfile builds it but without Docker: the production
 * install its `npm ci --omit=dev` makes (worked out from package-lock.json as npm does, copied
 * from the installed packages), and the compiled outputs its runtime stage copies from the build
 * (`npm run build` must have run: `npm test` builds first). Nothing above the temporary folder
 * holds a node_modules, so the bundles find only what the image would hold. Both processes start
 * from it, and the API draws with the fonts its build copied beside it.
 */
import { spawn } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { cp, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { closedPort, freePort, getJson, waitFor } from "@twend/runtime/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { copyPaths, execArgs, lineage, parseDockerfile, type Stage } from "./dockerfile.ts";
import { bytesByPackage, layOutInstall, productionInstall, treeBytes, type LockFile } from "./production-install.ts";
import { installedWorkspaces } from "./workspaces.ts";

const ROOT = path.resolve(import.meta.dirname, "..");
const MIB = 1024 * 1024;
/** What the runtime image's node_modules may weigh. */
const MAX_INSTALL_MIB = 250;
/** Compilers, CLIs and the font packages: the build's tools, never the runtime's. */
const BUILD_ONLY = ["typescript", "prisma", "esbuild", "tsx", "vite", "@babel/core", "@lingui/cli", "@lingui/babel-plugin-lingui-macro", "effect"];
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

const lock = JSON.parse(readFileSync(path.join(ROOT, "package-lock.json"), "utf8")) as LockFile;
const stages = parseDockerfile(readFileSync(path.join(ROOT, "Dockerfile"), "utf8"));
const runtime = stages.at(-1) as Stage;
const runs = (s: Stage) => s.instructions.filter((i) => i.keyword === "RUN").map((i) => i.args);
const prodInstall = stages.flatMap(runs).find((r) => /^npm ci\b.*--omit=dev/.test(r)) ?? "";
const buildStage = stages.find((s) => runs(s).some((r) => /^npm run build\b/.test(r)));
const workdir = (s: Stage) =>
  lineage(stages, s)
    .flatMap((l) => l.instructions.filter((i) => i.keyword === "WORKDIR"))
    .at(-1)?.args ?? "/";
/** The Dockerfile's HEALTHCHECK command, run in the image's WORKDIR. */
const healthCheck = execArgs((runtime.instructions.findLast((i) => i.keyword === "HEALTHCHECK")?.args ?? "").replace(/^CMD /, ""));

/** The production environment of compose's app services, for a process on this machine. */
async function productionEnv(dataDir: string): Promise<Record<string, string> & { PORT: string; WORKER_HEALTH_PORT: string }> {
  return {
    PATH: process.env.PATH ?? "",
    NODE_ENV: "production",
    SESSION_SECRET: "s".repeat(48),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    PORT: String(await freePort()),
    WORKER_HEALTH_PORT: String(await freePort()),
    LOG_LEVEL: "warn",
  };
}

interface Started {
  output(): string;
  stop(): Promise<void>;
}

/** `node <file>` in the image's folder, as its CMD runs it: plain node, no loader. */
function startNode(image: string, file: string, env: Record<string, string>): Started {
  const child = spawn(process.execPath, [file], { cwd: image, env, stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  return {
    output: () => output,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
      await exited;
    },
  };
}

/** Runs the image's HEALTHCHECK in the image's folder; resolves its exit code. */
function runHealthCheck(image: string, env: Record<string, string>): Promise<number | null> {
  const [program, ...args] = healthCheck;
  if (program !== "node") throw new Error(`HEALTHCHECK runs ${program}, not node`);
  return new Promise((resolve) => spawn(process.execPath, args, { cwd: image, env, stdio: "ignore" }).once("exit", (code) => resolve(code)));
}

describe("the image's production install and runtime", () => {
  let image: string;
  let installed: Set<string>;
  let installBytes: number;
  const started: Started[] = [];

  beforeAll(async () => {
    image = await mkdtemp(path.join(tmpdir(), "twend-image-"));
    installed = productionInstall(lock, installedWorkspaces(ROOT, prodInstall));
    await layOutInstall(ROOT, lock, installed, image);
    installBytes = await treeBytes(image);
    for (const copy of runtime.instructions.filter((i) => i.keyword === "COPY" && i.flags.from === buildStage?.name)) {
      const { sources, dest } = copyPaths(copy);
      for (const source of sources) {
        const built = path.join(ROOT, path.posix.relative(workdir(buildStage as Stage), source));
        if (!existsSync(built)) throw new Error(`${path.relative(ROOT, built)} is missing: run \`npm run build\` first`);
        await cp(built, path.join(image, dest), { recursive: true });
      }
    }
  }, 300_000);

  afterAll(async () => {
    for (const node of started.splice(0)) await node.stop();
    if (image) await rm(image, { recursive: true, force: true });
  });

  it(`installs under ${MAX_INSTALL_MIB} MiB, with no compiler, CLI or font package`, async () => {
    const sizes = await bytesByPackage(image, installed);
    const largest = [...sizes]
      .sort(([, a], [, b]) => b - a)
      .slice(0, 10)
      .map(([name, bytes]) => `${name} ${(bytes / MIB).toFixed(1)} MiB`);
    expect(installBytes / MIB, `the production install; largest: ${largest.join(", ")}`).toBeLessThan(MAX_INSTALL_MIB);
    const names = [...sizes.keys()];
    expect(names.filter((name) => BUILD_ONLY.includes(name) || name.startsWith("@fontsource/"))).toEqual([]);
  });

  it("starts the API, which migrates its database, seeds, draws a link-preview card and passes the HEALTHCHECK", async () => {
    const env = { ...(await productionEnv(path.join(image, "data-api"))), SEED_DEMO: "1", WORKER_HEALTH_PORT: String(await closedPort()) };
    const api = startNode(image, "api/dist/server.js", env);
    started.push(api);
    const origin = `http://127.0.0.1:${env.PORT}`;
    await waitFor("the API's readiness", async () => ((await getJson(`${origin}/healthz/ready`))?.status === 200 ? true : undefined), 240_000).catch((error: unknown) => {
      throw new Error(`${String(error)}\n${api.output()}`);
    });

    const trending = (await (await fetch(`${origin}/api/campaigns/trending`)).json()) as { data: Array<{ short_id: string }> };
    const shortId = trending.data[0]?.short_id ?? "";
    expect(shortId).not.toBe("");
    const card = await fetch(`${origin}/og/campaign/${shortId}.png`);
    expect(card.status, api.output()).toBe(200);
    expect(Buffer.from(await card.arrayBuffer()).subarray(0, 8)).toEqual(PNG_SIGNATURE);

    expect(await runHealthCheck(image, env)).toBe(0);
    await api.stop();
    expect(await runHealthCheck(image, env)).not.toBe(0);
  }, 300_000);

  it("starts the worker, which answers on its health port while its database and Redis are away, and passes the HEALTHCHECK", async () => {
    const env = {
      ...(await productionEnv(path.join(image, "data-worker"))),
      PORT: String(await closedPort()),
      DATABASE_URL: `postgresql://twend:twend@127.0.0.1:${await closedPort()}/twend`,
      REDIS_URL: `redis://127.0.0.1:${await closedPort()}`,
    };
    const worker = startNode(image, "worker/dist/main.js", env);
    started.push(worker);
    await waitFor(
      "the worker's liveness",
      async () => ((await getJson(`http://127.0.0.1:${env.WORKER_HEALTH_PORT}/healthz/live`))?.status === 200 ? true : undefined),
      120_000,
    ).catch((error: unknown) => {
      throw new Error(`${String(error)}\n${worker.output()}`);
    });
    expect(await runHealthCheck(image, env)).toBe(0);
    await worker.stop();
    expect(await runHealthCheck(image, env)).not.toBe(0);
  }, 180_000);
});
