/**
 * The public frontend of docker-compose.yml (deploy/haproxy.cfg, the file itself) run by a real
 * HAProxy in front of the real API process, with a backend file of its own in place of Docker's DNS:
 * pages go through, /metrics does not in any spelling, while the API answers it on its own port.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { request } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { createTestDatabase, type TestDatabase } from "@twend/db/testing";
import { freePort, getJson, metricValue, runEntry, waitFor, type RunningProcess } from "@twend/runtime/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "..");
const FRONTEND = path.join(ROOT, "deploy/haproxy.cfg");
const API_SERVER = path.join(ROOT, "api/src/server.ts");
/** Debian's package puts it in /usr/sbin, which a user's PATH may not hold. */
const HAPROXY = ["haproxy", "/usr/sbin/haproxy"].find((binary) => spawnSync(binary, ["-v"]).status === 0);

/** A raw GET, so the path goes out exactly as written (fetch would tidy `/./metrics` and `//metrics`). */
function get(port: number, target: string): Promise<{ status: number; type: string; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: "127.0.0.1", port, path: target, headers: { host: "localhost" } }, (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => (body += chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, type: String(res.headers["content-type"] ?? ""), body }));
    });
    req.on("error", reject);
    req.end();
  });
}

describe("the proxy in front of the API", () => {
  let dataDir: string;
  let testDb: TestDatabase;
  let api: RunningProcess;
  let proxy: ChildProcess | undefined;
  let proxyOutput = "";
  let apiPort: number;
  let proxyPort: number;

  beforeAll(async () => {
    if (!HAPROXY) throw new Error("haproxy is not installed (apt-get install haproxy; .ci/run installs it)");
    dataDir = await mkdtemp(path.join(tmpdir(), "twend-proxy-"));
    testDb = await createTestDatabase();
    apiPort = await freePort();
    api = runEntry(API_SERVER, {
      ...(testDb.url ? { DATABASE_URL: testDb.url } : {}),
      HOST: "127.0.0.1",
      PORT: String(apiPort),
      APP_ORIGIN: `http://127.0.0.1:${apiPort}`,
      DATA_DIR: dataDir,
      SEED_DEMO: "false",
      LOG_LEVEL: "warn",
    });
    await waitFor("the API's readiness", async () => ((await getJson(`http://127.0.0.1:${apiPort}/healthz/ready`))?.status === 200 ? true : undefined), 90_000).catch(
      (error: unknown) => {
        throw new Error(`${String(error)}\n${api.output()}`);
      },
    );

    // The replicas Docker's DNS would name, here the one API process.
    const backends = path.join(dataDir, "backends.cfg");
    await writeFile(backends, `backend api\n    server local 127.0.0.1:${apiPort} check inter 1s\n`);
    proxyPort = await freePort();
    const started = spawn(HAPROXY, ["-db", "-f", FRONTEND, "-f", backends], {
      env: { ...process.env, TWEND_PROXY_PORT: String(proxyPort) },
      stdio: ["ignore", "pipe", "pipe"],
    });
    proxy = started;
    started.stdout?.on("data", (chunk: Buffer) => (proxyOutput += chunk.toString()));
    started.stderr?.on("data", (chunk: Buffer) => (proxyOutput += chunk.toString()));
    await waitFor(
      "the proxy to see the API",
      async () => {
        if (started.exitCode !== null) throw new Error(`haproxy exited with ${started.exitCode}:\n${proxyOutput}`);
        return (await get(proxyPort, "/haproxy/health").catch(() => undefined))?.status === 200 ? true : undefined;
      },
      30_000,
    );
  }, 120_000);

  afterAll(async () => {
    if (proxy && proxy.exitCode === null) {
      const exited = new Promise((resolve) => proxy?.once("exit", resolve));
      proxy.kill("SIGTERM");
      await exited;
    }
    await api?.stop();
    await testDb?.drop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it("passes pages and the API's calls through to the API", async () => {
    const page = await get(proxyPort, "/about");
    const direct = await get(apiPort, "/about");
    expect(page.status).toBe(direct.status);
    expect(page.type).toBe(direct.type);
    expect(page.body).toBe(direct.body);
    const call = await get(proxyPort, "/healthz/live");
    expect([call.status, JSON.parse(call.body)]).toEqual([200, { status: "ok" }]);
  });

  it("refuses /metrics in every spelling, which the API answers on its own port", async () => {
    const direct = await get(apiPort, "/metrics");
    expect(direct.status).toBe(200);
    expect(direct.body).toContain("process_cpu_seconds_total");
    // Every spelling the API would route to its metrics, and a few it would not.
    const spellings = ["/metrics", "/metrics/", "/metrics?format=text", "/%6Detrics", "/%6detrics%2F", "/METRICS", "//metrics", "/./metrics", `http://localhost/metrics`];
    for (const target of spellings) {
      const res = await get(proxyPort, target);
      expect(res.body, target).not.toContain("process_cpu_seconds_total");
      expect(res.body, target).not.toContain("http_request_duration_seconds");
      expect([403, 404].includes(res.status) || (res.status === 200 && res.type.startsWith("text/html")), `${target}: ${res.status} ${res.type}`).toBe(true);
    }
    expect((await get(proxyPort, "/metrics")).status).toBe(403);
  });

  it("counts the proxied requests in the API's metrics, by route pattern", async () => {
    const count = async (route: string) =>
      metricValue((await get(apiPort, "/metrics")).body, "http_request_duration_seconds_count", { method: "GET", route, status_code: "200" }) ?? 0;
    const before = await count("/blog/:slug");
    await get(proxyPort, "/blog/no-such-post-42");
    const text = (await get(apiPort, "/metrics")).body;
    expect(await count("/blog/:slug")).toBe(before + 1);
    expect(text).not.toContain("no-such-post-42");
  });
});
