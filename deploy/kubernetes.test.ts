/**
 * No cluster runs on the project's machines, so deploy/kubernetes/ is checked here: every object
 * against the Kubernetes and KEDA schemas (kubernetes-models), and against the sources: the
 * variables packages/config reads, the ports it defaults to, the health paths the API and the
 * worker really answer (asked of the real processes), the Redis lists BullMQ keeps each lane's
 * waiting jobs in, and what the Ingress sends where. A wrong port, path, key or variable fails here.
 */
import { randomUUID } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { ScaledObject } from "@kubernetes-models/keda/keda.sh/v1alpha1";
import { ConfigError, ENV_VARIABLE_NAMES, parseConfig, type Config } from "@twend/config";
import { createBullQueue, QUEUE_NAMES, type JobLane, type JobName, type JobPayload } from "@twend/jobs";
import { freePort, getJson, runEntry, waitFor, type RunningProcess } from "@twend/runtime/testing";
import { Redis } from "ioredis";
import { Deployment } from "kubernetes-models/apps/v1";
import { HorizontalPodAutoscaler } from "kubernetes-models/autoscaling/v2";
import { Ingress } from "kubernetes-models/networking.k8s.io/v1";
import { PodDisruptionBudget } from "kubernetes-models/policy/v1";
import { ConfigMap, Secret, Service, type IContainer, type IPodSpec } from "kubernetes-models/v1";
import { parse, parseAllDocuments } from "yaml";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../api/src/testing/test-app.ts";
import { largestBodyLimit } from "../api/src/trpc/procedure-metas.ts";
import { startCommand } from "./node-bundles.ts";

const ROOT = path.resolve(import.meta.dirname, "..");
const DIR = path.join(ROOT, "deploy/kubernetes");
const read = (file: string) => readFileSync(path.join(DIR, file), "utf8");

const kustomization = parse(read("kustomization.yaml")) as { resources?: string[]; images?: { name: string; newName?: string; newTag?: string }[] };
const resources = kustomization.resources ?? [];

/** Every object of every file the kustomization lists, as YAML gives it. */
const objects = resources.flatMap((file) =>
  parseAllDocuments(read(file)).map((doc) => {
    if (doc.errors.length > 0) throw new Error(`${file}: ${doc.errors.map((e) => e.message).join("; ")}`);
    return { file, raw: doc.toJS() as { apiVersion?: string; kind?: string; metadata?: { name?: string } } };
  }),
);

interface ModelClass<T> {
  apiVersion: string;
  kind: string;
  new (data: never): T & { validate(): void };
}

/** The schema of each kind the manifests may hold; any other kind fails the validation test. */
const MODELS: ModelClass<object>[] = [ConfigMap, Secret, Service, Deployment, HorizontalPodAutoscaler, PodDisruptionBudget, Ingress, ScaledObject];

/** The one object of that kind and name, typed by its model. */
function the<T>(model: ModelClass<T>, name: string): T {
  const found = objects.filter(({ raw }) => raw.apiVersion === model.apiVersion && raw.kind === model.kind && raw.metadata?.name === name);
  if (found.length !== 1) throw new Error(`deploy/kubernetes holds ${found.length} ${model.kind} named ${name}`);
  return new model(found[0]?.raw as never);
}

/** What the operator puts in place of the Secret's placeholders, as a real install would have them. */
const STAND_INS: Record<string, string> = {
  SESSION_SECRET: "s".repeat(48),
  DATABASE_URL: "postgresql://twend:password@postgres:5432/twend",
  REDIS_URL: "redis://redis:6379",
  S3_ACCESS_KEY_ID: "twend",
  S3_SECRET_ACCESS_KEY: "twend-media-secret",
  // Google sign-in off, as GOOGLE_CLIENT_ID is empty in the ConfigMap.
  GOOGLE_CLIENT_SECRET: "",
  SMTP_URL: "smtp://mail:587",
};

/** The processes the image runs: a Deployment, the workspace it runs, and the Config field of the port its probes and Prometheus use. */
const PROCESSES = [
  { deployment: "twend-api", workspace: "api", healthPort: "port" },
  { deployment: "twend-worker", workspace: "worker", healthPort: "workerHealthPort" },
] as const satisfies { deployment: string; workspace: string; healthPort: keyof Config }[];

const podSpec = (deployment: string): IPodSpec => {
  const spec = the(Deployment, deployment).spec?.template.spec;
  if (!spec) throw new Error(`${deployment} has no pod spec`);
  return spec;
};

const container = (deployment: string): IContainer => {
  const containers = podSpec(deployment).containers;
  expect(containers, `${deployment}: one container`).toHaveLength(1);
  return containers[0] as IContainer;
};

const podAnnotations = (deployment: string) => the(Deployment, deployment).spec?.template.metadata?.annotations ?? {};
const podLabels = (deployment: string) => the(Deployment, deployment).spec?.template.metadata?.labels ?? {};
const selects = (selector: Record<string, string> | undefined, labels: Record<string, string>) =>
  Object.keys(selector ?? {}).length > 0 && Object.entries(selector ?? {}).every(([key, value]) => labels[key] === value);

/** The environment a container starts with: its ConfigMaps and Secrets in order, then its own `env`; the Secrets' values as shipped, or as an operator replaces them. */
function containerEnv(deployment: string, secrets: "shipped" | "replaced" = "replaced"): Record<string, string> {
  const c = container(deployment);
  const env: Record<string, string> = {};
  for (const source of c.envFrom ?? []) {
    if (source.configMapRef) Object.assign(env, the(ConfigMap, source.configMapRef.name ?? "").data);
    if (source.secretRef) {
      const shipped = the(Secret, source.secretRef.name ?? "").stringData ?? {};
      Object.assign(env, secrets === "shipped" ? shipped : Object.fromEntries(Object.keys(shipped).map((name) => [name, STAND_INS[name] ?? ""])));
    }
  }
  for (const variable of c.env ?? []) {
    if (variable.value === undefined) throw new Error(`${deployment}: ${variable.name} has no literal value`);
    env[variable.name] = variable.value;
  }
  return env;
}

const configOf = (deployment: string) => parseConfig(containerEnv(deployment));

/** The container port a probe or a Service names, by name or number. */
function containerPort(deployment: string, port: number | string | undefined): number | undefined {
  if (typeof port === "number") return port;
  return container(deployment).ports?.find((p) => p.name === port)?.containerPort;
}

/** Bytes in a Kubernetes quantity: 384Mi, 1Gi, 500M. */
function bytes(quantity: number | string | undefined): number {
  const m = /^(\d+(?:\.\d+)?)(Ki|Mi|Gi|k|M|G)?$/.exec(String(quantity ?? ""));
  if (!m) throw new Error(`not a memory quantity: ${quantity}`);
  const unit = { Ki: 1024, Mi: 1024 ** 2, Gi: 1024 ** 3, k: 1e3, M: 1e6, G: 1e9 }[m[2] ?? ""] ?? 1;
  return Number(m[1]) * unit;
}
const MiB = 1024 * 1024;

/**
 * The worker is an app, which nothing may import (ESLint), so the memory it keeps for itself beside
 * its render processes (measured; the default RENDER_PROCESSES leaves it free) is read from its source.
 */
function workerOwnMemoryMb(): number {
  const m = /export const WORKER_OWN_MEMORY_MB = (\d+);/.exec(readFileSync(path.join(ROOT, "worker/src/render-sizing.ts"), "utf8"));
  if (!m) throw new Error("worker/src/render-sizing.ts no longer exports WORKER_OWN_MEMORY_MB");
  return Number(m[1]);
}

/** The backend an Ingress sends a request on `host` to: the longest matching path, Exact before Prefix (Kubernetes' rule). */
function ingressBackend(ingress: Ingress, host: string, requestPath: string) {
  const paths = (ingress.spec?.rules ?? []).filter((rule) => rule.host === host).flatMap((rule) => rule.http?.paths ?? []);
  const matches = paths.filter(({ path: p = "/", pathType }) => {
    if (pathType === "Exact") return requestPath === p;
    if (pathType !== "Prefix") throw new Error(`${p}: pathType ${pathType} means what each controller makes of it`);
    const prefix = p.replace(/\/+$/, "");
    return prefix === "" || requestPath === prefix || requestPath.startsWith(`${prefix}/`);
  });
  matches.sort((a, b) => (b.path ?? "/").length - (a.path ?? "/").length || Number(b.pathType === "Exact") - Number(a.pathType === "Exact"));
  return matches[0]?.backend ?? ingress.spec?.defaultBackend;
}

/** Where BullMQ keeps a queue's waiting jobs: a Redis list. */
const waitList = (prefix: string, queue: string) => `${prefix}:${queue}:wait`;

describe("deploy/kubernetes", () => {
  it("lists every manifest in its kustomization", () => {
    const files = readdirSync(DIR).filter((f) => /\.ya?ml$/.test(f) && f !== "kustomization.yaml");
    expect([...resources].sort()).toEqual(files.sort());
  });

  it("holds only objects the Kubernetes and KEDA schemas accept, each named once", () => {
    for (const { file, raw } of objects) {
      const model = MODELS.find((m) => m.apiVersion === raw.apiVersion && m.kind === raw.kind);
      expect(model, `${file}: ${raw.apiVersion} ${raw.kind} ${raw.metadata?.name}`).toBeDefined();
      expect(() => new (model as ModelClass<object>)(raw as never).validate(), `${file}: ${raw.kind} ${raw.metadata?.name}`).not.toThrow();
    }
    const keys = objects.map(({ raw }) => `${raw.kind}/${raw.metadata?.name}`);
    expect(keys.filter((k, i) => keys.indexOf(k) !== i)).toEqual([]);
  });

  it("runs each process from one image with its workspace's start script", () => {
    const images = new Set(PROCESSES.map((p) => container(p.deployment).image));
    expect(images.size).toBe(1);
    expect(kustomization.images?.map((i) => i.name)).toEqual([...images]);
    for (const { deployment, workspace } of PROCESSES) {
      // args, as compose's command: the image's entrypoint stays.
      expect(container(deployment).command, deployment).toBeUndefined();
      expect(container(deployment).args, deployment).toEqual(startCommand(ROOT, workspace));
    }
  });

  it("passes only variables packages/config reads, with values it accepts, listening on the pod's address", () => {
    for (const { deployment } of PROCESSES) {
      const env = containerEnv(deployment);
      expect(
        Object.keys(env).filter((v) => !ENV_VARIABLE_NAMES.includes(v)),
        `${deployment}: variables the app does not read`,
      ).toEqual([]);
      const config = configOf(deployment);
      expect(config.nodeEnv).toBe("production");
      expect(config.databaseUrl, `${deployment}: DATABASE_URL`).toBeDefined();
      expect(config.redisUrl, `${deployment}: REDIS_URL`).toBeDefined();
      // Pods share no disk: media must be in a bucket.
      expect(config.s3?.bucket, `${deployment}: S3_BUCKET`).toBeDefined();
      // The kubelet's probes and Prometheus come from outside the pod.
      expect(["127.0.0.1", "localhost", "::1"]).not.toContain(config.host);
    }
    const configMap = the(ConfigMap, "twend-config").data ?? {};
    const secret = the(Secret, "twend-secrets").stringData ?? {};
    expect(Object.keys(configMap).filter((name) => name in secret)).toEqual([]);
  });

  it("keeps the credentials in the Secret as placeholders, which the app refuses to start with", () => {
    const secret = the(Secret, "twend-secrets");
    expect(secret.data, "stringData only: readable placeholders").toBeUndefined();
    const values = secret.stringData ?? {};
    expect(Object.keys(values).sort()).toEqual(Object.keys(STAND_INS).sort());
    expect(new Set(Object.values(values)).size, "one placeholder for all").toBe(1);
    expect(Object.values(values)[0]).toMatch(/REPLACE/);
    for (const { deployment } of PROCESSES) {
      let refused: unknown;
      try {
        parseConfig(containerEnv(deployment, "shipped"));
      } catch (error) {
        refused = error;
      }
      expect(refused, deployment).toBeInstanceOf(ConfigError);
      const named = (refused as ConfigError).problems.map((p) => p.split(":")[0]);
      expect(named, deployment).toEqual(expect.arrayContaining(["SESSION_SECRET", "DATABASE_URL", "REDIS_URL"]));
    }
  });

  it("probes each process, and has Prometheus scrape it, on the port it listens on", () => {
    const scrapePaths = new Set<string>();
    for (const { deployment, healthPort } of PROCESSES) {
      const config = configOf(deployment);
      const c = container(deployment);
      for (const probe of [c.livenessProbe, c.readinessProbe]) {
        expect(containerPort(deployment, probe?.httpGet?.port), `${deployment}: probe port`).toBe(config[healthPort]);
      }
      const annotations = podAnnotations(deployment);
      expect(annotations["prometheus.io/scrape"], deployment).toBe("true");
      expect(Number(annotations["prometheus.io/port"]), `${deployment}: prometheus.io/port`).toBe(config[healthPort]);
      scrapePaths.add(annotations["prometheus.io/path"] ?? "");
    }
    // Unset, a worker whose port is taken would move to another one, where no probe looks.
    expect(configOf("twend-worker").workerHealthPortFixed).toBe(true);
    expect([...scrapePaths]).toEqual(["/metrics"]);
  });

  it("gives each process longer to stop than its own drain takes", () => {
    for (const { deployment } of PROCESSES) {
      const pause = container(deployment).lifecycle?.preStop?.sleep?.seconds ?? 0;
      const grace = podSpec(deployment).terminationGracePeriodSeconds ?? 30;
      expect(grace * 1000, `${deployment}: terminationGracePeriodSeconds`).toBeGreaterThan(pause * 1000 + configOf(deployment).shutdownTimeoutMs);
    }
    // The API's pause lets the Ingress stop sending before it closes its listener.
    expect(container("twend-api").lifecycle?.preStop?.sleep?.seconds).toBeGreaterThan(0);
  });

  it("runs as a user other than root on a read-only root filesystem, with DATA_DIR on a volume of its own", () => {
    for (const { deployment } of PROCESSES) {
      const pod = podSpec(deployment);
      const c = container(deployment);
      expect(pod.securityContext?.runAsNonRoot, deployment).toBe(true);
      expect(pod.securityContext?.runAsUser, deployment).toBeGreaterThan(0);
      expect(c.securityContext?.readOnlyRootFilesystem, deployment).toBe(true);
      expect(c.securityContext?.allowPrivilegeEscalation, deployment).toBe(false);
      expect(c.securityContext?.capabilities?.drop, deployment).toEqual(["ALL"]);
      expect(pod.automountServiceAccountToken, deployment).toBe(false);
      // Service links would set <SERVICE>_PORT variables, names the app may read.
      expect(pod.enableServiceLinks, deployment).toBe(false);
      const dataMount = c.volumeMounts?.find((m) => m.mountPath === configOf(deployment).dataDir);
      expect(dataMount, `${deployment}: a volume at DATA_DIR`).toBeDefined();
      expect(dataMount?.readOnly, deployment).not.toBe(true);
      expect(pod.volumes?.find((v) => v.name === dataMount?.name)?.emptyDir, `${deployment}: DATA_DIR on an emptyDir`).toBeDefined();
    }
  });

  it("sizes each container's memory for its render processes at RENDER_MEMORY_MB", () => {
    const worker = configOf("twend-worker");
    const workerResources = container("twend-worker").resources;
    expect(worker.renderProcesses, "RENDER_PROCESSES set for the worker").toBeDefined();
    expect(bytes(workerResources?.limits?.memory) / MiB).toBeGreaterThanOrEqual(workerOwnMemoryMb() + (worker.renderProcesses ?? 0) * worker.renderMemoryMb);

    // The API keeps one render process (for link-preview cards) beside what it needs itself, its request.
    const api = configOf("twend-api");
    const apiResources = container("twend-api").resources;
    expect(bytes(apiResources?.limits?.memory) - bytes(apiResources?.requests?.memory)).toBeGreaterThanOrEqual((api.renderProcesses ?? 1) * api.renderMemoryMb * MiB);
    // The autoscaler's CPU utilisation is a share of the request.
    expect(apiResources?.requests?.cpu).toBeDefined();
    for (const { deployment } of PROCESSES) {
      const r = container(deployment).resources;
      expect(bytes(r?.requests?.memory), deployment).toBeLessThanOrEqual(bytes(r?.limits?.memory));
    }
  });

  it("scales the API on CPU and the workers with KEDA, with no replica count of their own to fight them", () => {
    const hpa = the(HorizontalPodAutoscaler, "twend-api");
    expect(hpa.spec?.scaleTargetRef).toEqual({ apiVersion: "apps/v1", kind: "Deployment", name: "twend-api" });
    expect(hpa.spec?.metrics?.map((m) => m.resource?.name)).toEqual(["cpu"]);
    expect(hpa.spec?.minReplicas).toBeGreaterThanOrEqual(2);
    const scaled = the(ScaledObject, "twend-worker");
    expect(scaled.spec?.scaleTargetRef.name).toBe("twend-worker");
    expect(scaled.spec?.scaleTargetRef.kind ?? "Deployment").toBe("Deployment");
    for (const { deployment } of PROCESSES) {
      const d = the(Deployment, deployment);
      expect(d.spec?.replicas, deployment).toBeUndefined();
      expect(selects(d.spec?.selector.matchLabels, podLabels(deployment)), `${deployment}: its selector`).toBe(true);
      // Each budget covers its own Deployment's pods, and only those.
      for (const other of PROCESSES) {
        const budget = the(PodDisruptionBudget, deployment);
        expect(selects(budget.spec?.selector?.matchLabels, podLabels(other.deployment)), `${deployment}'s budget on ${other.deployment}`).toBe(
          other.deployment === deployment,
        );
      }
    }
  });

  it("scales the workers on the waiting jobs of every lane, each in its BullMQ list", () => {
    const prefix = configOf("twend-worker").queuePrefix;
    // The manifests leave QUEUE_PREFIX to its default, as an install does unless it shares its Redis.
    expect(prefix).toBe(parseConfig({}).queuePrefix);
    const triggers = the(ScaledObject, "twend-worker").spec?.triggers ?? [];
    expect(triggers.map((t) => t.name).sort()).toEqual(Object.keys(QUEUE_NAMES).sort());
    for (const trigger of triggers) {
      expect(trigger.type, trigger.name).toBe("redis");
      expect(trigger.metadata.listName, trigger.name).toBe(waitList(prefix, QUEUE_NAMES[trigger.name as JobLane]));
      expect(Number(trigger.metadata.listLength), trigger.name).toBeGreaterThan(0);
      expect(trigger.metadata.address, `${trigger.name}: KEDA takes host:port, not a URL`).toMatch(/^[\w.-]+:\d+$/);
    }
  });

  it.runIf(process.env.REDIS_URL)("looks where BullMQ keeps a lane's waiting jobs", async () => {
    const redisUrl = process.env.REDIS_URL ?? "";
    const prefix = `k8s-${randomUUID()}`;
    // A job of each lane, with no worker to take it.
    const jobs: { [L in JobLane]: { [N in JobName]: [N, JobPayload<N>] }[JobName] } = {
      main: ["media.collect", {}],
      batch: ["batch.row", { batchId: randomUUID(), row: 1 }],
    };
    const queue = createBullQueue({ redisUrl, prefix });
    const redis = new Redis(redisUrl);
    try {
      for (const [name, payload] of Object.values(jobs)) await queue.enqueue(name, payload as never);
      for (const lane of Object.keys(jobs) as JobLane[]) {
        const key = waitList(prefix, QUEUE_NAMES[lane]);
        expect(await redis.type(key), key).toBe("list");
        expect(await redis.llen(key), key).toBe(1);
      }
    } finally {
      await queue.close();
      const keys = await redis.keys(`${prefix}:*`);
      if (keys.length > 0) await redis.del(...keys);
      redis.disconnect();
    }
  });

  it("has the API's Service send to the API's pods on the port the API listens on", () => {
    const service = the(Service, "twend-api");
    expect(selects(service.spec?.selector, podLabels("twend-api"))).toBe(true);
    expect(selects(service.spec?.selector, podLabels("twend-worker"))).toBe(false);
    for (const port of service.spec?.ports ?? []) {
      expect(containerPort("twend-api", port.targetPort ?? port.port), `${service.metadata?.name}: ${port.name}`).toBe(configOf("twend-api").port);
    }
  });

  describe("the Ingress", () => {
    // Looked up in each test, so a missing one fails there rather than the whole file.
    const ingress = () => the(Ingress, "twend");
    const host = () => new URL(configOf("twend-api").appOrigin).hostname;

    it("serves APP_ORIGIN's host over TLS", () => {
      expect(configOf("twend-api").appOrigin).toMatch(/^https:/);
      expect(ingress().spec?.rules?.map((r) => r.host)).toEqual([host()]);
      expect(ingress().spec?.tls?.flatMap((t) => t.hosts ?? [])).toEqual([host()]);
    });

    it("routes the site to the API's Service", () => {
      const api = the(Service, "twend-api");
      for (const requestPath of ["/", "/api/campaigns", "/trpc/campaigns.trending", "/campaign/audit-rally-2026", "/media/x.png", "/healthz/ready", "/metricsx"]) {
        const backend = ingressBackend(ingress(), host(), requestPath)?.service;
        expect(backend?.name, requestPath).toBe(api.metadata?.name);
        const port = api.spec?.ports?.find((p) => (backend?.port?.name ? p.name === backend.port.name : p.port === backend?.port?.number));
        expect(port, `${requestPath}: a port of the Service`).toBeDefined();
      }
    });

    it("does not route the path Prometheus scrapes to any pod", () => {
      const scrapePath = podAnnotations("twend-api")["prometheus.io/path"] ?? "";
      for (const requestPath of [scrapePath, `${scrapePath}/`, `${scrapePath}/x`]) {
        const name = ingressBackend(ingress(), host(), requestPath)?.service?.name;
        expect(name, requestPath).toBeDefined();
        // A Service the manifests hold, with no selector: no endpoints, so the controller answers 503.
        expect(the(Service, name ?? "").spec?.selector, `${requestPath} -> ${name}`).toBeUndefined();
      }
    });

    it("lets through the API's largest request body", () => {
      const m = /^(\d+)([kmg]?)$/i.exec(ingress().metadata?.annotations?.["nginx.ingress.kubernetes.io/proxy-body-size"] ?? "");
      const limit = Number(m?.[1]) * ({ k: 1024, m: 1024 ** 2, g: 1024 ** 3 }[(m?.[2] ?? "").toLowerCase()] ?? 1);
      expect(limit).toBeGreaterThanOrEqual(largestBodyLimit());
    });
  });
});

describe("the probes' paths, asked of the real processes", () => {
  const probes = (deployment: string) => {
    const c = container(deployment);
    return { live: c.livenessProbe?.httpGet?.path ?? "", ready: c.readinessProbe?.httpGet?.path ?? "" };
  };

  describe("the API", () => {
    let t: TestApp;
    let webDist: string;
    beforeAll(async () => {
      // With the SPA, as in the image, every unknown page path answers 200 with HTML, which a probe takes for health.
      webDist = await mkdtemp(path.join(tmpdir(), "twend-k8s-web-"));
      await writeFile(path.join(webDist, "index.html"), "<!doctype html><title>Twend</title>");
      t = await createTestApp({ webDist });
    });
    afterAll(async () => {
      await t.close();
      await rm(webDist, { recursive: true, force: true });
    });

    const get = async (url: string) => {
      const res = await t.app.inject({ url });
      return { status: res.statusCode, body: String(res.headers["content-type"] ?? "").startsWith("application/json") ? (res.json() as { status?: string }) : undefined };
    };

    it("answers readiness until its database is lost, and liveness all along", async () => {
      const { live, ready } = probes("twend-api");
      expect(await get(live)).toEqual({ status: 200, body: { status: "ok" } });
      expect(await get(ready)).toMatchObject({ status: 200, body: { status: "ok" } });
      t.ctx.dependencies.markDown("database", new Error("connection refused"));
      try {
        expect((await get(ready)).status).toBe(503);
        // An outage of PostgreSQL takes the pod out of the Service; it does not restart it.
        expect((await get(live)).status).toBe(200);
      } finally {
        t.ctx.dependencies.markUp("database");
      }
    });
  });

  describe("the worker", () => {
    let worker: RunningProcess | undefined;
    let dataDir: string;
    beforeAll(async () => {
      dataDir = await mkdtemp(path.join(tmpdir(), "twend-k8s-worker-"));
    });
    afterAll(async () => {
      await worker?.stop("SIGKILL");
      await rm(dataDir, { recursive: true, force: true });
    });

    it("answers liveness, and readiness naming what it lacks", async () => {
      const { live, ready } = probes("twend-worker");
      const port = await freePort();
      // The Deployment's environment; its stand-in addresses lead nowhere here.
      worker = runEntry(path.join(ROOT, "worker/src/main.ts"), {
        ...containerEnv("twend-worker"),
        HOST: "127.0.0.1",
        DATA_DIR: dataDir,
        WORKER_HEALTH_PORT: String(port),
      });
      const liveness = await waitFor("the worker's health port", () => getJson(`http://127.0.0.1:${port}${live}`), 30_000);
      expect(liveness).toEqual({ status: 200, body: { status: "ok" } });
      const readiness = await getJson(`http://127.0.0.1:${port}${ready}`);
      expect(readiness?.status).toBe(503);
      expect((readiness?.body as { missing?: string[] }).missing).toContain("database");
    }, 60_000);
  });
});
