import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { createServer, type Server } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { gunzipSync } from "node:zlib";
import { createDatabase, type Database } from "@twend/db";
import { createTestDatabase, type TestDatabase } from "@twend/db/testing";
import { QUEUE_NAMES } from "@twend/jobs";
import { createLocalMediaStore, saveImage, type MediaStore } from "@twend/media";
import { solidImage } from "@twend/media/testing";
import { migrationsDir } from "@twend/prisma";
import { freePort, getJson, runEntry, waitFor, type RunningProcess } from "@twend/runtime/testing";
import { Queue } from "bullmq";
import sharp from "sharp";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";

const API = fileURLToPath(new URL("../server.ts", import.meta.url));
const WORKER = fileURLToPath(new URL("../../../worker/src/main.ts", import.meta.url));
const redisUrl = process.env.REDIS_URL ?? "";
// Loading the API and the worker through tsx takes a while on a busy machine; none of it is what these tests measure.
const STARTED_WITHIN_MS = 120_000;
// A caller's own trace, as a proxy or another service in front of the API would send it.
const CALLER_TRACE_ID = "4bf92f3577b34da6a3ce929d0e0e4736";
const CALLER_SPAN_ID = "00f067aa0ba902b7";

interface ReceivedSpan {
  service: string;
  name: string;
  traceId: string;
  spanId: string;
  parentSpanId: string | undefined;
  attributes: Record<string, unknown>;
}

interface OtlpValue {
  stringValue?: string;
  intValue?: number | string;
}
interface OtlpAttribute {
  key: string;
  value: OtlpValue;
}
interface OtlpExport {
  resourceSpans?: Array<{
    resource?: { attributes?: OtlpAttribute[] };
    scopeSpans?: Array<{ spans?: Array<{ name: string; traceId: string; spanId: string; parentSpanId?: string; attributes?: OtlpAttribute[] }> }>;
  }>;
}

const attributesOf = (list: OtlpAttribute[] = []): Record<string, unknown> =>
  Object.fromEntries(list.map(({ key, value }) => [key, value.stringValue ?? value.intValue]));

/** An OpenTelemetry collector's OTLP/HTTP trace endpoint, keeping every span it is sent. */
async function startReceiver(): Promise<{ endpoint: string; posts: () => number; spans: ReceivedSpan[]; close: () => Promise<void> }> {
  const spans: ReceivedSpan[] = [];
  let posts = 0;
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      posts += 1;
      const body = Buffer.concat(chunks);
      if (req.method !== "POST" || req.url !== "/v1/traces" || !req.headers["content-type"]?.startsWith("application/json")) {
        res.writeHead(400).end();
        return;
      }
      const sent = JSON.parse((req.headers["content-encoding"] === "gzip" ? gunzipSync(body) : body).toString("utf8")) as OtlpExport;
      for (const resourceSpan of sent.resourceSpans ?? []) {
        const service = String(attributesOf(resourceSpan.resource?.attributes)["service.name"]);
        for (const scope of resourceSpan.scopeSpans ?? []) {
          for (const span of scope.spans ?? []) {
            spans.push({
              service,
              name: span.name,
              traceId: span.traceId,
              spanId: span.spanId,
              parentSpanId: span.parentSpanId || undefined,
              attributes: attributesOf(span.attributes),
            });
          }
        }
      }
      res.writeHead(200, { "content-type": "application/json" }).end("{}");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  if (typeof address !== "object" || address === null) throw new Error("the receiver has no address");
  return {
    endpoint: `http://127.0.0.1:${address.port}`,
    posts: () => posts,
    spans,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/**
 * The real API and worker processes on PostgreSQL and Redis, exporting to a local OTLP/HTTP
 * receiver: a visitor's server render and the job it queues arrive as one trace.
 */
describe.runIf(process.env.DATABASE_URL && process.env.REDIS_URL)("traces over OTLP/HTTP", () => {
  let testDb: TestDatabase;
  let db: Database;
  let dataDir: string;
  let media: MediaStore;
  let campaignId: number;
  let photoUrl: string;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  const running: RunningProcess[] = [];
  const prefixes: string[] = [];

  beforeAll(async () => {
    testDb = await createTestDatabase();
    db = await createDatabase({ databaseUrl: testDb.url });
    await db.migrate(migrationsDir);
    dataDir = await mkdtemp(path.join(tmpdir(), "twend-tracing-"));
    media = createLocalMediaStore(path.join(dataDir, "media"));
    const background = await saveImage(db.prisma, media, await solidImage(600, 600, { r: 30, g: 90, b: 160 }, "png"));
    const campaign = await db.prisma.campaign.create({
      data: { shortId: "traced", title: "Traced", backgroundImageUrl: "/media/x.png", backgroundHash: background.hash },
    });
    campaignId = campaign.id;
    // Noise, so the photo is as heavy as a phone's and its body arrives in many reads after the request's headers:
    // the request's context must still be the one the handler queues the job in.
    const noise = await sharp(randomBytes(800 * 800 * 3), { raw: { width: 800, height: 800, channels: 3 } })
      .jpeg({ quality: 90 })
      .toBuffer();
    photoUrl = `data:image/jpeg;base64,${noise.toString("base64")}`;
    receiver = await startReceiver();
  });

  afterEach(async () => {
    for (const process of running.splice(0)) await process.stop("SIGKILL");
  });

  afterAll(async () => {
    for (const prefix of prefixes) {
      for (const name of Object.values(QUEUE_NAMES)) {
        const queue = new Queue(name, { connection: { url: redisUrl }, prefix });
        await queue.obliterate({ force: true });
        await queue.close();
      }
    }
    await receiver?.close();
    await media?.close();
    await db?.close();
    await testDb?.drop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  /** The API on the test database and DATA_DIR, ready for work; its jobs in process unless `env` has REDIS_URL. */
  async function startApi(env: Record<string, string>) {
    const port = await freePort();
    const origin = `http://127.0.0.1:${port}`;
    const api = runEntry(API, {
      DATABASE_URL: testDb.url ?? "",
      DATA_DIR: dataDir,
      HOST: "127.0.0.1",
      LOG_LEVEL: "info",
      NODE_ENV: "test",
      PORT: String(port),
      APP_ORIGIN: origin,
      ...env,
    });
    running.push(api);
    await waitFor(
      "the API to be ready",
      async () => {
        if (api.child.exitCode !== null) throw new Error(`the API exited with ${api.child.exitCode}:\n${api.output()}`);
        return (await getJson(`${origin}/healthz/ready`))?.status === 200 ? true : undefined;
      },
      STARTED_WITHIN_MS,
    );
    return { api, origin };
  }

  /** An API and a worker sharing the database, a queue and DATA_DIR, each ready for work. */
  async function startProcesses(env: Record<string, string>) {
    const prefix = `twend_trace_${randomBytes(5).toString("hex")}`;
    prefixes.push(prefix);
    const shared = { DATABASE_URL: testDb.url ?? "", REDIS_URL: redisUrl, QUEUE_PREFIX: prefix, DATA_DIR: dataDir, HOST: "127.0.0.1", LOG_LEVEL: "info", ...env };
    const worker = runEntry(WORKER, { ...shared, WORKER_HEALTH_PORT: String(await freePort()), RENDER_PROCESSES: "1" });
    running.push(worker);
    const { api, origin } = await startApi(shared);
    await waitFor(
      "the worker to take jobs",
      async () => {
        if (worker.child.exitCode !== null) throw new Error(`the worker exited with ${worker.child.exitCode}:\n${worker.output()}`);
        return worker.output().includes("worker ready") ? true : undefined;
      },
      STARTED_WITHIN_MS,
    );
    return { api, worker, origin, prefix };
  }

  /** The ids of the spans above `span`, nearest first, as far as the receiver has them. */
  function ancestorIds(span: ReceivedSpan): string[] {
    const byId = new Map(receiver.spans.map((received) => [received.spanId, received]));
    const ids: string[] = [];
    for (let at = byId.get(span.parentSpanId ?? ""); at !== undefined; at = byId.get(at.parentSpanId ?? "")) ids.push(at.spanId);
    return ids;
  }

  /** A visitor's server render, answered once the worker has drawn it; the render's id. */
  async function renderDp(origin: string, sessionId: string, headers: Record<string, string> = {}): Promise<string> {
    const res = await fetch(`${origin}/api/generate-dp`, {
      method: "POST",
      headers: { "content-type": "application/json", "sec-fetch-site": "same-origin", ...headers },
      body: JSON.stringify({ campaign_id: campaignId, user_name: `Visitor ${sessionId}`, photo_url: photoUrl, session_id: sessionId }),
    });
    const body = (await res.json()) as { data?: { render_id: string } };
    expect(res.status, JSON.stringify(body)).toBe(200);
    const renderId = body.data?.render_id ?? "";
    await waitFor(
      "the worker to draw the DP",
      async () => ((await db.prisma.dpRender.findUnique({ where: { id: renderId } }))?.status === "done" ? true : undefined),
      60_000,
    );
    return renderId;
  }

  /** What BullMQ keeps as the render job's data. */
  async function jobData(prefix: string, renderId: string): Promise<Record<string, unknown>> {
    const queue = new Queue(QUEUE_NAMES.main, { connection: { url: redisUrl }, prefix });
    try {
      return ((await queue.getJob(renderId))?.data ?? {}) as Record<string, unknown>;
    } finally {
      await queue.close();
    }
  }

  async function stopCleanly(...processes: RunningProcess[]) {
    for (const process of processes) expect(await process.stop("SIGTERM"), process.output()).toEqual({ code: 0, signal: null });
  }

  it("a visitor's request and the render job it queues arrive as one trace, the job's span under the request's", async () => {
    const { api, worker, origin, prefix } = await startProcesses({ OTEL_EXPORTER_OTLP_ENDPOINT: `${receiver.endpoint}/` });
    const renderId = await renderDp(origin, "traced-0001", { traceparent: `00-${CALLER_TRACE_ID}-${CALLER_SPAN_ID}-01` });
    // The job carries its trace context beside its payload.
    const data = await jobData(prefix, renderId);
    expect(data).toMatchObject({ renderId, trace: { traceparent: expect.stringMatching(new RegExp(`^00-${CALLER_TRACE_ID}-[0-9a-f]{16}-01$`)) } });
    // Spans wait in a batch for a few seconds; stopping sends what is left before the exit.
    await stopCleanly(api, worker);

    const request = receiver.spans.find((span) => span.service === "twend-api" && span.name === "POST /api/generate-dp");
    const job = receiver.spans.find((span) => span.service === "twend-worker" && span.name === "job dp.render");
    expect(request, JSON.stringify(receiver.spans.map((span) => [span.service, span.name]))).toBeDefined();
    expect(job).toBeDefined();
    if (!request || !job) return;
    // The request continues its caller's trace, and the job continues the request's.
    expect(request).toMatchObject({
      traceId: CALLER_TRACE_ID,
      parentSpanId: CALLER_SPAN_ID,
      attributes: { "http.request.method": "POST", "http.route": "/api/generate-dp", "http.response.status_code": 200 },
    });
    expect(job.traceId).toBe(request.traceId);
    expect(job.attributes).toMatchObject({ "messaging.destination.name": QUEUE_NAMES.main, "messaging.message.id": renderId });
    expect(ancestorIds(job)).toContain(request.spanId);
    // Health probes are not traced.
    expect(receiver.spans.filter((span) => span.name.includes("/healthz"))).toEqual([]);
  }, 300_000);

  it("embedded, the job the request queues runs in the API process under the request's span", async () => {
    const { api, origin } = await startApi({ OTEL_EXPORTER_OTLP_ENDPOINT: receiver.endpoint, RENDER_PROCESSES: "1" });
    await renderDp(origin, "in-process-0001");
    await stopCleanly(api);
    const requests = receiver.spans.filter((span) => span.service === "twend-api" && span.name === "POST /api/generate-dp" && span.parentSpanId === undefined);
    const job = receiver.spans.find((span) => span.service === "twend-api" && span.name === "job dp.render");
    expect(requests).toHaveLength(1);
    expect(job).toMatchObject({ traceId: requests[0]?.traceId, attributes: { "messaging.destination.name": "in-process" } });
    if (job) expect(ancestorIds(job)).toContain(requests[0]?.spanId);
  }, 300_000);

  it("without OTEL_EXPORTER_OTLP_ENDPOINT sends nothing, and jobs carry no trace context", async () => {
    const before = receiver.posts();
    // The exporter's own variable, which it would follow if it were loaded: without ours, it is not.
    const { api, worker, origin, prefix } = await startProcesses({ OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: `${receiver.endpoint}/v1/traces` });
    const renderId = await renderDp(origin, "untraced-0001", { traceparent: `00-${CALLER_TRACE_ID}-${CALLER_SPAN_ID}-01` });
    expect(await jobData(prefix, renderId)).toEqual({ renderId });
    await stopCleanly(api, worker);
    expect(receiver.posts()).toBe(before);
  }, 300_000);
});
