/**
 * Docker cannot run on the project's machines, so the Dockerfile and docker-compose.yml are
 * checked against the sources they depend on: the variables packages/config reads, the ports it
 * defaults to, the workspaces' build and start scripts, the health routes the API really answers
 * (each health check command is run against the real app) and the packages the bundles import.
 * A typo in a variable, a path, a port or a health check URL fails here.
 */
import { execFile } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { ENV_VARIABLE_NAMES, parseConfig, type Config } from "@twend/config";
import { createTestDatabase, type TestDatabase } from "@twend/db/testing";
import { migrationsDir } from "@twend/prisma";
import { closedPort, freePort, getJson, runEntry, waitFor, type RunningProcess } from "@twend/runtime/testing";
import semver from "semver";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../api/src/testing/test-app.ts";
import { parseCompose, referencedVariables, type ComposeService } from "./compose-file.ts";
import { copyPaths, envPairs, execArgs, lineage, parseDockerfile, type Instruction, type Stage } from "./dockerfile.ts";
import { isIgnored, parseDockerignore } from "./dockerignore.ts";
import { nodeBundle, runtimePackages, startCommand } from "./node-bundles.ts";
import { productionInstall, resolveInLock, type LockFile } from "./production-install.ts";
import { installedWorkspaces, workspaceFolders } from "./workspaces.ts";

const ROOT = path.resolve(import.meta.dirname, "..");
const read = (file: string) => readFileSync(path.join(ROOT, file), "utf8");
const rootManifest = JSON.parse(read("package.json")) as { scripts: Record<string, string>; engines: { node: string } };
const lockFile = JSON.parse(read("package-lock.json")) as LockFile;
const turbo = JSON.parse(read("turbo.json")) as { tasks: Record<string, { outputs?: string[] }> };

/** What the operator must provide (the `${VAR:?}` references); every other reference keeps its default. */
const OPERATOR_ENV = { SESSION_SECRET: "s".repeat(48), POSTGRES_PASSWORD: "p".repeat(24), S3_SECRET_ACCESS_KEY: "k".repeat(24) };
/** Each process's own resident memory while serving, beside its render processes (README, Memory and sizing). */
const OWN_MEMORY_MB = { api: 320, worker: 300 };
const composeText = read("docker-compose.yml");
const compose = parseCompose(composeText, OPERATOR_ENV);
const services = compose.services;
const stages = parseDockerfile(read("Dockerfile"));
const dockerignore = parseDockerignore(read(".dockerignore"));

/** The processes the image runs: a compose service, the workspace it runs, and the Config field of the port it answers health checks on. */
const PROCESSES = [
  { service: "api", workspace: "api", healthPort: "port" },
  { service: "worker", workspace: "worker", healthPort: "workerHealthPort" },
] as const satisfies { service: string; workspace: string; healthPort: keyof Config }[];

function service(name: string): ComposeService {
  const found = services[name];
  if (!found) throw new Error(`docker-compose.yml has no service ${name}`);
  return found;
}

const runtime = stages.at(-1) as Stage;
const only = (s: Stage, keyword: string): Instruction[] => s.instructions.filter((i) => i.keyword === keyword);
const runs = (s: Stage) => only(s, "RUN").map((i) => i.args);
const workdir = (s: Stage) =>
  lineage(stages, s)
    .flatMap((l) => only(l, "WORKDIR"))
    .at(-1)?.args ?? "/";
const appEnv = (name: string) => service(name).environment ?? {};

/** Runs a health check's command (`node -e ...`) as Docker would, with extra environment; resolves its exit code. */
function runHealthCheck(command: string[], env: Record<string, string>): Promise<number> {
  const [program, ...args] = command;
  if (program !== "node") throw new Error(`health check runs ${program}, not node: ${command.join(" ")}`);
  return new Promise((resolve) => {
    execFile(process.execPath, args, { env: { ...process.env, ...env }, timeout: 15_000 }, (error) => {
      resolve(error ? (typeof error.code === "number" ? error.code : -1) : 0);
    });
  });
}

/** `fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/healthz/live' ...` -> the variable and its fallback. */
function healthCheckPort(command: string[]): { variable: string; fallback: number } {
  const m = /process\.env\.([A-Z_]+) \|\| (\d+)/.exec(command.join(" "));
  if (!m) throw new Error(`health check does not take its port from the environment: ${command.join(" ")}`);
  return { variable: m[1] ?? "", fallback: Number(m[2]) };
}

/** The Dockerfile's HEALTHCHECK: `node <a file the API's build writes>`, run here from that file's source. */
function imageHealthCheck(): { command: string[]; source: string } {
  const healthcheck = only(runtime, "HEALTHCHECK").at(-1)?.args ?? "";
  if (!healthcheck.startsWith("CMD ")) throw new Error(`HEALTHCHECK is not CMD [...]: ${healthcheck}`);
  const command = execArgs(healthcheck.slice("CMD ".length));
  const bundle = nodeBundle(ROOT, "api");
  const source = bundle.entries[bundle.outputs.indexOf(command[1] ?? "")];
  if (command[0] !== "node" || command.length !== 2 || !source) throw new Error(`HEALTHCHECK does not run a file the API's build writes: ${command.join(" ")}`);
  return { command, source };
}

/** Runs the image's HEALTHCHECK (its TypeScript source) with `env` for the container's environment; resolves its exit code. */
function runImageHealthCheck(env: Record<string, string>): Promise<number> {
  return runHealthCheck(["node", "--import", "tsx", path.join(ROOT, imageHealthCheck().source)], { ...appEnv("api"), ...env });
}

/** Something else on a port: every path answers 200 with an HTML page, as the SPA does for unknown pages. */
async function pageServer(): Promise<{ port: number; close(): Promise<void> }> {
  const server = createServer((_req, res) => res.writeHead(200, { "content-type": "text/html" }).end("<!doctype html><title>Twend</title>"));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { port: (server.address() as AddressInfo).port, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

function composeHealthCommand(name: string): string[] {
  const test = service(name).healthcheck?.test;
  if (!Array.isArray(test) || test[0] !== "CMD") throw new Error(`${name}: health check is not ["CMD", ...]`);
  return test.slice(1);
}

/** The path a health check requests: `... + '/healthz/ready'`. */
function healthCheckPath(command: string[]): string {
  const m = /\+ '(\/[^']*)'/.exec(command.join(" "));
  if (!m) throw new Error(`health check names no path: ${command.join(" ")}`);
  return m[1] ?? "";
}

describe("docker-compose.yml", () => {
  it("passes only variables packages/config reads to the app, with values it accepts", () => {
    for (const { service: name } of PROCESSES) {
      const env = appEnv(name);
      expect(
        Object.keys(env).filter((v) => !ENV_VARIABLE_NAMES.includes(v)),
        `${name}: variables the app does not read`,
      ).toEqual([]);
      const config = parseConfig(env);
      expect(config.nodeEnv).toBe("production");
      expect(config.databaseUrl, `${name}: DATABASE_URL`).toBeDefined();
      expect(config.redisUrl, `${name}: REDIS_URL`).toBeDefined();
      expect(config.s3, `${name}: S3_BUCKET`).toBeDefined();
    }
  });

  it("refuses to start without each of the operator's secrets, and has no default for any secret", () => {
    for (const name of Object.keys(OPERATOR_ENV)) {
      expect(referencedVariables(composeText), name).toContain(name);
      expect(() => parseCompose(composeText, { ...OPERATOR_ENV, [name]: undefined }), name).toThrow(new RegExp(`^${name}: `));
    }
    const required = [...composeText.matchAll(/\$\{([A-Z0-9_]+):?\?/g)].map((m) => m[1]);
    expect([...new Set(required)].sort()).toEqual(Object.keys(OPERATOR_ENV).sort());
    // An optional secret (Google's) may default to empty, never to a value.
    const defaulted = [...composeText.matchAll(/\$\{([A-Z0-9_]+):?-[^}]/g)].map((m) => m[1] ?? "");
    expect(defaulted.filter((name) => /SECRET|PASSWORD/.test(name))).toEqual([]);
  });

  it("limits every service's memory and CPUs, each app process to what it and its render processes hold", () => {
    const megabytes = (size: string) => {
      const m = /^(\d+(?:\.\d+)?)([MG])$/.exec(size);
      if (!m) throw new Error(`memory limit ${size} is not <n>M or <n>G`);
      return Number(m[1]) * (m[2] === "G" ? 1024 : 1);
    };
    for (const [name, s] of Object.entries(services)) {
      const limits = s.deploy?.resources?.limits;
      expect(limits?.memory, `${name}: memory limit`).toMatch(/^\d+(\.\d+)?[MG]$/);
      expect(Number(limits?.cpus), `${name}: CPU limit`).toBeGreaterThan(0);
    }
    const limitMb = (name: string) => megabytes(service(name).deploy?.resources?.limits?.memory ?? "");
    const cpus = (name: string) => Number(service(name).deploy?.resources?.limits?.cpus);

    const worker = parseConfig(appEnv("worker"));
    const renderProcesses = worker.renderProcesses ?? 0;
    expect(renderProcesses, "the worker's RENDER_PROCESSES").toBeGreaterThan(0);
    expect(limitMb("worker")).toBeGreaterThanOrEqual(OWN_MEMORY_MB.worker + renderProcesses * worker.renderMemoryMb);
    // Drawing is CPU-bound: a core for each render process.
    expect(cpus("worker")).toBeGreaterThanOrEqual(renderProcesses);

    // The API runs one render process (link-preview cards) beside itself.
    const api = parseConfig(appEnv("api"));
    expect(api.renderProcesses, "the API's RENDER_PROCESSES").toBeUndefined();
    expect(limitMb("api")).toBeGreaterThanOrEqual(OWN_MEMORY_MB.api + api.renderMemoryMb);
  });

  it("rotates every service's logs", () => {
    for (const [name, s] of Object.entries(services)) {
      expect(s.logging?.driver, name).toBe("json-file");
      expect(s.logging?.options?.["max-size"], `${name}: max-size`).toMatch(/^\d+[kmg]$/);
      expect(Number(s.logging?.options?.["max-file"]), `${name}: max-file`).toBeGreaterThanOrEqual(1);
    }
  });

  it("runs each process with its workspace's start script, a file its build writes", () => {
    for (const { service: name, workspace } of PROCESSES) {
      const command = startCommand(ROOT, workspace);
      expect(service(name).command, name).toEqual(command);
      expect(nodeBundle(ROOT, workspace).outputs, `${workspace}'s build`).toContain(command[1]);
    }
  });

  it("builds the app's services from the repository's Dockerfile", () => {
    for (const { service: name } of PROCESSES) {
      const build = service(name).build;
      const context = typeof build === "string" ? build : build?.context;
      const dockerfile = typeof build === "object" ? (build.dockerfile ?? "Dockerfile") : "Dockerfile";
      expect(context, name).toBe(".");
      expect(existsSync(path.join(ROOT, dockerfile)), `${name}: ${dockerfile}`).toBe(true);
    }
    expect(service("api").image).toBe(service("worker").image);
  });

  it("lets the API and the worker scale: no fixed host port, no container name", () => {
    for (const { service: name } of PROCESSES) {
      expect(service(name).ports, name).toBeUndefined();
      expect(service(name).container_name, name).toBeUndefined();
    }
    const apiPort = parseConfig(appEnv("api")).port;
    expect(service("api").expose).toEqual([String(apiPort)]);
  });

  it("points DATABASE_URL at the postgres service with its user, password and database", () => {
    const url = new URL(parseConfig(appEnv("api")).databaseUrl ?? "");
    const postgres = service(url.hostname);
    expect(postgres.image).toMatch(/^postgres:/);
    expect(url.port).toBe("5432");
    expect(decodeURIComponent(url.username)).toBe(postgres.environment?.POSTGRES_USER);
    expect(decodeURIComponent(url.password)).toBe(postgres.environment?.POSTGRES_PASSWORD);
    expect(url.pathname.slice(1)).toBe(postgres.environment?.POSTGRES_DB);
    expect(postgres.healthcheck?.test).toEqual(["CMD", "pg_isready", "-U", postgres.environment?.POSTGRES_USER, "-d", postgres.environment?.POSTGRES_DB]);
  });

  it("points REDIS_URL at the redis service", () => {
    const url = new URL(parseConfig(appEnv("api")).redisUrl ?? "");
    expect(service(url.hostname).image).toMatch(/^redis:/);
    expect(url.port).toBe("6379");
  });

  it("points the S3 settings at the store service, with its credentials, and creates the bucket before the app starts", () => {
    const s3 = parseConfig(appEnv("api")).s3;
    const endpoint = new URL(s3?.endpoint ?? "");
    const store = service(endpoint.hostname);
    const command = store.command;
    expect(Array.isArray(command) && command[command.indexOf("--address") + 1]).toBe(`:${endpoint.port}`);
    expect(s3?.credentials).toEqual({ accessKeyId: store.environment?.MINIO_ROOT_USER, secretAccessKey: store.environment?.MINIO_ROOT_PASSWORD });
    expect(s3?.forcePathStyle).toBe(true);

    const [bucketService, bucketJob] = Object.entries(services).find(([, s]) => s.restart === "no") ?? [];
    expect(bucketJob?.image).toBe(store.image);
    expect(bucketJob?.depends_on?.[endpoint.hostname]?.condition).toBe("service_healthy");
    // The job reads the same S3_* values as the app, and creates the bucket they name.
    const jobEnv = bucketJob?.environment ?? {};
    for (const [name, value] of Object.entries(jobEnv)) expect(appEnv("api")[name], name).toBe(value);
    // The shell expands the job's own variables.
    const jobCommand = bucketJob?.command ?? [];
    const script = (typeof jobCommand === "string" ? jobCommand : jobCommand.join(" ")).replace(/\$([A-Z0-9_]+)/g, (_, name: string) => jobEnv[name] ?? "");
    expect(script).toContain(`mc alias set store "${s3?.endpoint}" "${s3?.credentials?.accessKeyId}" "${s3?.credentials?.secretAccessKey}"`);
    expect(script).toContain(`mc mb --ignore-existing "store/${s3?.bucket}"`);
    for (const { service: name } of PROCESSES) {
      expect(service(name).depends_on?.[bucketService ?? ""]?.condition, name).toBe("service_completed_successfully");
    }
  });

  it("starts the app after the services it needs are healthy", () => {
    const config = parseConfig(appEnv("api"));
    const hosts = [config.databaseUrl, config.redisUrl, config.s3?.endpoint].map((u) => new URL(u ?? "").hostname);
    for (const { service: name } of PROCESSES) {
      for (const host of hosts) expect(service(name).depends_on?.[host]?.condition, `${name} -> ${host}`).toBe("service_healthy");
    }
  });

  it("gives every long-running service a health check, and names only services and volumes that exist", () => {
    const declaredVolumes = Object.keys(compose.volumes ?? {});
    const usedVolumes = new Set<string>();
    for (const [name, s] of Object.entries(services)) {
      if (s.restart !== "no") expect(s.healthcheck?.test, `${name}: health check`).toBeDefined();
      for (const dependency of Object.keys(s.depends_on ?? {})) expect(Object.keys(services), `${name} depends on`).toContain(dependency);
      for (const volume of s.volumes ?? []) {
        const source = volume.split(":")[0] ?? "";
        if (source.startsWith(".")) expect(existsSync(path.join(ROOT, source)), `${name}: ${source}`).toBe(true);
        else {
          expect(declaredVolumes, `${name}: volume ${source}`).toContain(source);
          usedVolumes.add(source);
        }
      }
    }
    expect([...usedVolumes].sort()).toEqual(declaredVolumes.sort());
  });

  it("gives the processes time to drain on SIGTERM before Docker kills them", () => {
    for (const { service: name } of PROCESSES) {
      const grace = service(name).stop_grace_period ?? "10s";
      const seconds = Number(/^(\d+)s$/.exec(grace)?.[1]);
      expect(seconds * 1000, `${name}: stop_grace_period`).toBeGreaterThan(parseConfig(appEnv(name)).shutdownTimeoutMs);
    }
  });
});

describe("deploy/haproxy.cfg and deploy/haproxy-backends.cfg", () => {
  const proxyName = Object.keys(services).find((name) => service(name).image?.startsWith("haproxy:")) ?? "";
  const proxy = service(proxyName);
  const command = Array.isArray(proxy.command) ? proxy.command : [];
  // The files HAProxy loads (`-f`, in order), and the repository's file mounted at each.
  const loaded = command.filter((_arg, i) => command[i - 1] === "-f");
  const mounted = new Map((proxy.volumes ?? []).map((volume) => [volume.split(":")[1], volume] as const));
  const sources = loaded.map((file) => mounted.get(file) ?? `(nothing mounted at ${file})`);
  const cfg = sources.map((volume) => read(volume.split(":")[0] ?? "")).join("\n");
  const directive = (pattern: RegExp) => {
    const m = pattern.exec(cfg);
    if (!m) throw new Error(`the proxy's configuration has no ${pattern.source}`);
    return m.slice(1);
  };
  const [bindPort] = directive(/^\s*bind ":\$\{TWEND_PROXY_PORT-(\d+)\}"$/m);
  const [monitorUri] = directive(/^\s*monitor-uri (\S+)$/m);
  const [checkPath] = directive(/^\s*http-check send meth GET uri (\S+)$/m);
  const [checkBody] = directive(/^\s*http-check expect string '([^']+)'$/m);
  const [upstreamHost, upstreamPort] = directive(/^\s*server-template \S+ \d+ ([\w-]+):(\d+)$/m);

  it("loads the public frontend, then the replicas found through Docker's DNS, each mounted read-only from deploy/", () => {
    expect(command[0]).toBe("haproxy");
    expect(sources).toEqual(["./deploy/haproxy.cfg:/usr/local/etc/haproxy/haproxy.cfg:ro", "./deploy/haproxy-backends.cfg:/usr/local/etc/haproxy/backends.cfg:ro"]);
  });

  it("sends requests to the API service on the port the API listens on", () => {
    expect(upstreamHost).toBe("api");
    expect(Number(upstreamPort)).toBe(parseConfig(appEnv("api")).port);
  });

  it("publishes its listening port, the one APP_ORIGIN names by default", () => {
    expect(proxy.ports).toHaveLength(1);
    const [hostPort, containerPort] = (proxy.ports?.[0] ?? "").split(":");
    expect(containerPort).toBe(bindPort);
    const origin = new URL(parseConfig(appEnv("api")).appOrigin);
    expect(origin.port).toBe(hostPort);
    expect(origin.hostname).toBe("localhost");
  });

  it("checks its own health on its monitor URI", () => {
    expect(proxy.healthcheck?.test).toEqual(["CMD", "wget", "-q", "-O", "/dev/null", `http://127.0.0.1:${bindPort}${monitorUri}`]);
    expect(proxy.depends_on?.api?.condition).toBe("service_healthy");
  });

  describe("against the real API", () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp();
    });
    afterAll(() => t.close());

    it("routes only to replicas whose readiness path answers what it expects", async () => {
      const res = await t.app.inject({ method: "GET", url: checkPath ?? "" });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain(checkBody);
    });
  });
});

describe("Dockerfile", () => {
  const buildStage = stages.find((s) => runs(s).some((r) => /^npm run build\b/.test(r)));
  const prodStage = stages.find((s) => runs(s).some((r) => /^npm ci\b.*--omit=dev/.test(r)));

  it("builds and runs on one Node release that package.json's engines accept", () => {
    const images = new Set(stages.filter((s) => !stages.some((other) => other.name === s.from)).map((s) => s.from));
    expect(images.size).toBe(1);
    const [image = ""] = images;
    const release = /^node:(\d+(?:\.\d+){0,2})(?:-|$)/.exec(image)?.[1];
    expect(release, image).toBeDefined();
    expect(semver.subset(semver.validRange(release) ?? "", rootManifest.engines.node), `${image} within ${rootManifest.engines.node}`).toBe(true);
  });

  it("builds in a stage with development dependencies, with the root build script", () => {
    expect(buildStage, "a stage running `npm run build`").toBeDefined();
    const history = lineage(stages, buildStage as Stage).flatMap(runs);
    expect(history.some((r) => /^npm ci\b/.test(r) && !r.includes("--omit=dev"))).toBe(true);
    for (const r of history) {
      for (const [, script] of r.matchAll(/npm run (\S+)/g)) expect(Object.keys(rootManifest.scripts), r).toContain(script);
    }
  });

  it("installs dependencies from every workspace's manifest and the lock file", () => {
    const copied = lineage(stages, prodStage as Stage)
      .flatMap((s) => only(s, "COPY"))
      .filter((i) => !i.flags.from)
      .flatMap((i) => {
        const { sources, dest } = copyPaths(i);
        return sources.map((src) => (dest === "./" ? src : path.posix.join(dest, path.posix.basename(src))));
      });
    const expected = ["package.json", "package-lock.json", ...workspaceFolders(ROOT).map((w) => `${w}/package.json`)];
    expect(copied.sort()).toEqual(expected.sort());
  });

  it("copies from the build context only files that exist and that .dockerignore lets through", () => {
    for (const s of stages) {
      for (const i of only(s, "COPY").filter((c) => !c.flags.from)) {
        for (const source of copyPaths(i).sources) {
          expect(existsSync(path.join(ROOT, source)), source).toBe(true);
          if (source !== ".") expect(isIgnored(dockerignore, source), source).toBe(false);
        }
      }
    }
  });

  it("keeps dependencies, outputs, git history and local data out of the build context", () => {
    for (const p of [
      "node_modules",
      "api/node_modules",
      ".git",
      ".data",
      "api/.data/session-secret",
      "api/dist",
      "web/dist-server",
      ".env",
      "test-results",
      "e2e/artifacts",
    ]) {
      expect(isIgnored(dockerignore, p), p).toBe(true);
    }
    for (const w of workspaceFolders(ROOT)) expect(isIgnored(dockerignore, `${w}/src`), w).toBe(false);
  });

  describe("runtime stage", () => {
    const fromBuild = only(runtime, "COPY").filter((i) => i.flags.from === buildStage?.name);

    it("starts from a plain Node image, not from a stage with development dependencies", () => {
      expect(stages.map((s) => s.name)).not.toContain(runtime.from);
      expect(runtime.from).toMatch(/^node:\d+/);
    });

    it("takes node_modules from the production install only", () => {
      const fromProd = only(runtime, "COPY").filter((i) => i.flags.from === prodStage?.name);
      expect(fromProd.map((i) => copyPaths(i))).toEqual([{ sources: [workdir(prodStage as Stage)], dest: "./" }]);
      expect(workdir(runtime)).toBe(workdir(prodStage as Stage));
    });

    it("copies exactly the compiled outputs and migrations the processes read, each to its own path", () => {
      const copied = fromBuild.map((i) => {
        const { sources, dest } = copyPaths(i);
        expect(sources).toHaveLength(1);
        const relative = path.posix.relative(workdir(buildStage as Stage), sources[0] ?? "");
        expect(dest, `${relative} keeps its path (the bundles resolve files beside them)`).toBe(relative);
        return relative;
      });
      const webOutputs = (turbo.tasks.build?.outputs ?? []).map((o) => `web/${o.replace(/\/\*\*$/, "")}`);
      const expected = [...PROCESSES.map((p) => nodeBundle(ROOT, p.workspace).outdir), ...webOutputs, path.relative(ROOT, migrationsDir).split(path.sep).join("/")];
      expect(copied.sort()).toEqual(expected.sort());
    });

    it("runs as a user other than root, in production, with only variables the app reads", () => {
      const user = only(runtime, "USER").at(-1)?.args;
      expect(user).toBeDefined();
      expect(["root", "0"]).not.toContain(user?.split(":")[0]);
      const env = Object.assign({}, ...only(runtime, "ENV").map((i) => envPairs(i.args))) as Record<string, string>;
      expect(Object.keys(env).filter((v) => !ENV_VARIABLE_NAMES.includes(v))).toEqual([]);
      expect(parseConfig({ ...env, SESSION_SECRET: OPERATOR_ENV.SESSION_SECRET }).nodeEnv).toBe("production");
    });

    it("starts the API by default and exposes the port it listens on", () => {
      expect(execArgs(only(runtime, "CMD").at(-1)?.args ?? "")).toEqual(startCommand(ROOT, "api"));
      expect(only(runtime, "EXPOSE").map((i) => i.args)).toEqual([String(parseConfig({}).port)]);
    });

    it("installs in production every package the API's and the worker's bundles import", async () => {
      const install = runs(prodStage as Stage).find((r) => r.startsWith("npm ci")) ?? "";
      const folders = installedWorkspaces(ROOT, install);
      expect(folders.sort()).toEqual(PROCESSES.map((p) => p.workspace).sort());
      const installed = productionInstall(lockFile, folders);
      for (const { workspace } of PROCESSES) {
        const imported = await runtimePackages(ROOT, nodeBundle(ROOT, workspace));
        expect(imported).toContain("@napi-rs/canvas");
        // Node resolves from the bundle's folder upwards: the workspace's own node_modules first.
        const missing = imported.filter((name) => !installed.has(resolveInLock(lockFile, workspace, name) ?? ""));
        expect(missing, `${workspace}: imported at run time but not installed by \`${install}\``).toEqual([]);
      }
    });
  });
});

describe("health checks, run against the real API", () => {
  let t: TestApp;
  let port: number;
  let webDist: string;
  beforeAll(async () => {
    // With an SPA, as in the image, every unknown page path answers 200 with HTML: a check must not take that for health.
    webDist = await mkdtemp(path.join(tmpdir(), "twend-compose-web-"));
    await writeFile(path.join(webDist, "index.html"), "<!doctype html><title>Twend</title>");
    t = await createTestApp({ webDist });
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await t.close();
    await rm(webDist, { recursive: true, force: true });
  });

  it("the api service's health check passes on a serving API, fails with none or on a page, and defaults to the API's port", async () => {
    const command = composeHealthCommand("api");
    const { variable, fallback } = healthCheckPort(command);
    expect(parseConfig({ [variable]: "4321" }).port, `${variable} is the API's port`).toBe(4321);
    expect(fallback).toBe(parseConfig(appEnv("api")).port);
    expect(await runHealthCheck(command, { [variable]: String(port) })).toBe(0);
    expect(await runHealthCheck(command, { [variable]: String(await closedPort()) })).not.toBe(0);
    const onHomePage = command.map((arg) => arg.replace(`'${healthCheckPath(command)}'`, "'/'"));
    expect(onHomePage).not.toEqual(command);
    expect(await runHealthCheck(onHomePage, { [variable]: String(port) })).not.toBe(0);
  });

  it("the Dockerfile's HEALTHCHECK passes on a serving API, fails with none, and a page on the API's port fails it whatever the worker's says", async () => {
    const page = await pageServer();
    try {
      expect(await runImageHealthCheck({ PORT: String(port), WORKER_HEALTH_PORT: String(await closedPort()) })).toBe(0);
      expect(await runImageHealthCheck({ PORT: String(await closedPort()), WORKER_HEALTH_PORT: String(await closedPort()) })).not.toBe(0);
      expect(await runImageHealthCheck({ PORT: String(page.port), WORKER_HEALTH_PORT: String(await closedPort()) })).not.toBe(0);
      // Only a port nothing listens on passes the question to the worker's port.
      expect(await runImageHealthCheck({ PORT: String(page.port), WORKER_HEALTH_PORT: String(port) })).not.toBe(0);
      expect(await runImageHealthCheck({ PORT: String(await closedPort()), WORKER_HEALTH_PORT: String(port) })).toBe(0);
    } finally {
      await page.close();
    }
  }, 120_000);
});

describe("the worker service's health check, run against the real worker", () => {
  const WORKER_MAIN = path.join(ROOT, "worker/src/main.ts");
  const command = () => composeHealthCommand("worker");
  const running: RunningProcess[] = [];
  let dataDir: string;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), "twend-compose-worker-"));
  });
  afterAll(async () => {
    for (const worker of running.splice(0)) await worker.stop("SIGKILL");
    await rm(dataDir, { recursive: true, force: true });
  });

  /** A worker with the compose file's environment, but for what `overrides` replaces; resolves its health port once it is alive. */
  async function startWorker(overrides: Record<string, string>): Promise<number> {
    const healthPort = await freePort();
    const { variable } = healthCheckPort(command());
    running.push(runEntry(WORKER_MAIN, { ...appEnv("worker"), HOST: "127.0.0.1", DATA_DIR: dataDir, [variable]: String(healthPort), ...overrides }));
    await waitFor("the worker's liveness", async () => ((await getJson(`http://127.0.0.1:${healthPort}/healthz/live`))?.status === 200 ? true : undefined), 30_000);
    return healthPort;
  }

  it("takes the worker's health port, and fails while the worker cannot reach its database and Redis", async () => {
    const { variable, fallback } = healthCheckPort(command());
    expect(parseConfig({ [variable]: "4321" }).workerHealthPort, `${variable} is the worker's health port`).toBe(4321);
    expect(fallback).toBe(parseConfig(appEnv("worker")).workerHealthPort);
    // The compose file's own addresses (hosts postgres and redis) lead nowhere on this machine.
    const healthPort = await startWorker({});
    expect(await runHealthCheck(command(), { [variable]: String(healthPort) })).not.toBe(0);
    expect((await getJson(`http://127.0.0.1:${healthPort}${healthCheckPath(command())}`))?.status).toBe(503);
    expect(await runHealthCheck(command(), { [variable]: String(await closedPort()) })).not.toBe(0);
  });

  it("the Dockerfile's HEALTHCHECK passes on a live worker, which answers on its health port only, and fails once it stopped", async () => {
    const healthPort = await startWorker({});
    const env = { PORT: String(await closedPort()), WORKER_HEALTH_PORT: String(healthPort) };
    expect(await runImageHealthCheck(env)).toBe(0);
    for (const worker of running.splice(0)) await worker.stop("SIGKILL");
    expect(await runImageHealthCheck(env)).not.toBe(0);
  }, 120_000);

  describe.runIf(process.env.DATABASE_URL && process.env.REDIS_URL)("with PostgreSQL and Redis", () => {
    let testDb: TestDatabase;
    beforeAll(async () => {
      testDb = await createTestDatabase();
    });
    afterAll(async () => {
      for (const worker of running.splice(0)) await worker.stop("SIGKILL");
      await testDb?.drop();
    });

    it("passes once the worker is ready", async () => {
      const healthPort = await startWorker({ DATABASE_URL: testDb.url ?? "", REDIS_URL: process.env.REDIS_URL ?? "", QUEUE_PREFIX: `twend_compose_${process.pid}` });
      const { variable } = healthCheckPort(command());
      await waitFor(
        "the worker's readiness",
        async () => ((await getJson(`http://127.0.0.1:${healthPort}${healthCheckPath(command())}`))?.status === 200 ? true : undefined),
        30_000,
      );
      expect(await runHealthCheck(command(), { [variable]: String(healthPort) })).toBe(0);
    });
  });
});
