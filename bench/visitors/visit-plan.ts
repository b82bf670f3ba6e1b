import path from "node:path";
import type { RecordedVisit } from "./record-visit.ts";
import type { Exchange } from "./recording-proxy.ts";
import { SESSION_ID_SHAPE } from "./session-id.ts";

/** One request of a simulated visitor. */
export interface PlannedRequest {
  /** What the request is, for latencies by kind: "page", "script", "tRPC generator.track", ... */
  kind: string;
  method: string;
  path: string;
  headers: Record<string, string>;
  body: Buffer;
}

/** What makes one simulated visitor a different person from the next. */
export interface Visitor {
  index: number;
  sessionId: string;
  /** The client address a reverse proxy in front of the server would pass on in X-Forwarded-For. */
  address: string;
}

/** Builds a visitor's requests, in the order the recorded page sent them. */
export type VisitPlan = (visitor: Visitor) => PlannedRequest[];

/** A photo as the old page sent it: the picked file read as a data URL, already JSON-quoted. */
export interface PhotoUpload {
  json: Buffer;
  bytes: number;
}

/** The tRPC procedures a request calls: `/trpc/a,b?batch=1` calls a and b. */
export function procedures(requestPath: string): string[] {
  const pathname = requestPath.split("?")[0] ?? "";
  return pathname.startsWith("/trpc/") ? pathname.slice("/trpc/".length).split(",") : [];
}

/** The kind a request's latency is reported under. */
export function kindOf(method: string, requestPath: string): string {
  const pathname = requestPath.split("?")[0] ?? "";
  const calls = procedures(requestPath);
  if (calls.length) return `tRPC ${calls.join(",")}`;
  if (pathname.startsWith("/api/")) return `${method} ${pathname}`;
  if (pathname.startsWith("/campaign/")) return "page (server-rendered HTML)";
  if (pathname.startsWith("/media/")) return "media image";
  switch (path.extname(pathname)) {
    case ".js":
      return "script";
    case ".css":
      return "style";
    case ".woff2":
    case ".woff":
    case ".ttf":
      return "font";
    case ".wasm":
    case ".bin":
      return "face model (wasm, weights)";
    default:
      return `static ${pathname}`;
  }
}

/** A tRPC request of the batch link (`?batch=1`, body {"0": input, ...}) rather than the plain one (body: the input). */
function isBatch(requestPath: string): boolean {
  return new URLSearchParams(requestPath.split("?")[1] ?? "").get("batch") === "1";
}

/** The inputs a tRPC mutation's body carries; none for a body that is not JSON. */
function trpcInputs(exchange: Exchange): unknown[] {
  if (!exchange.body.length) return [];
  try {
    const parsed: unknown = JSON.parse(exchange.body.toString("utf8"));
    if (!isBatch(exchange.path)) return [parsed];
    return typeof parsed === "object" && parsed !== null ? Object.values(parsed) : [];
  } catch {
    return [];
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null;

/** What the checks found, for the report. */
export interface VisitSummary {
  requests: number;
  requestBytes: number;
  largestRequestBody: number;
  responseBytes: number;
  byKind: Map<string, number>;
  calls: string[];
}

/**
 * Fails unless the recorded visit is what a visitor whose browser draws should cost: every request
 * answered 2xx; the view, the generation and the download each counted once with the visitor's
 * session id and the Twend's id; and no photo sent (no generate call, no data URL, no large body).
 */
export function checkVisit(visit: RecordedVisit, campaignId: number): VisitSummary {
  const failed = visit.exchanges.filter((e) => e.status < 200 || e.status > 299);
  if (failed.length) throw new Error(`the recorded visit had requests not answered 2xx: ${failed.map((e) => `${e.method} ${e.path} ${e.status}`).join(", ")}`);
  if (!new RegExp(`^${SESSION_ID_SHAPE.source}$`).test(visit.sessionId)) {
    throw new Error(`the page's session id ${visit.sessionId} is not a UUID: the bare server could not tell it`);
  }

  const calling = (procedure: string, input: (value: Record<string, unknown>) => boolean) =>
    visit.exchanges.filter((e) => e.method === "POST" && procedures(e.path).includes(procedure) && trpcInputs(e).some((v) => isRecord(v) && input(v)));
  const mine = (v: Record<string, unknown>) => v.session_id === visit.sessionId && v.campaign_id === campaignId;
  const counts = [
    { what: "the view count (campaigns.recordView)", found: calling("campaigns.recordView", (v) => v.sessionId === visit.sessionId) },
    { what: "the generation count (generator.generated)", found: calling("generator.generated", mine) },
    { what: 'the download count (generator.track, action "download")', found: calling("generator.track", (v) => mine(v) && v.action === "download") },
  ];
  for (const { what, found } of counts) {
    if (found.length !== 1) throw new Error(`the recorded visit sent ${what} ${found.length} times, not once: ${requestList(visit)}`);
  }
  const uploads = visit.exchanges.filter(
    (e) => procedures(e.path).includes("generator.generate") || e.path.startsWith("/api/generate-dp") || e.body.toString("latin1").includes("data:"),
  );
  if (uploads.length) throw new Error(`the recorded visit sent a photo: ${uploads.map((e) => `${e.method} ${e.path} (${e.body.length} B)`).join(", ")}`);
  const largestRequestBody = Math.max(0, ...visit.exchanges.map((e) => e.body.length));
  if (largestRequestBody > MAX_COUNT_BODY) throw new Error(`the recorded visit sent a ${largestRequestBody}-byte body: no count needs more than ${MAX_COUNT_BODY}`);

  const byKind = new Map<string, number>();
  for (const e of visit.exchanges) {
    const kind = kindOf(e.method, e.path);
    byKind.set(kind, (byKind.get(kind) ?? 0) + 1);
  }
  return {
    requests: visit.exchanges.length,
    requestBytes: visit.exchanges.reduce((sum, e) => sum + e.body.length, 0),
    largestRequestBody,
    responseBytes: visit.exchanges.reduce((sum, e) => sum + e.responseBody.length, 0),
    byKind,
    calls: visit.exchanges.filter((e) => procedures(e.path).length).map((e) => `${e.method} ${procedures(e.path).join(",")}`),
  };
}

/** A count carries two ids and an action: a body far past this carries something else. */
const MAX_COUNT_BODY = 1024;

function requestList(visit: RecordedVisit): string {
  return visit.exchanges.map((e) => `${e.method} ${e.path}`).join(", ");
}

/** `text` with every `from` replaced by `to`. */
const swap = (text: string, from: string, to: string) => text.split(from).join(to);

/**
 * The recorded requests as a new visitor sends them to `origin`: the visitor's session id wherever
 * the recorded one was, the target's origin in Origin and Referer, and its address in
 * X-Forwarded-For. The server trusts a proxy on loopback for it, as it is deployed behind one; from
 * one address, the per-address budgets would refuse the bench's visitors after the first few dozen
 * and the bench would time the refusals.
 */
export function newFlowPlan(visit: RecordedVisit, origin: string): VisitPlan {
  return (visitor) =>
    visit.exchanges.map((e) => ({
      kind: kindOf(e.method, e.path),
      method: e.method,
      path: swap(e.path, visit.sessionId, visitor.sessionId),
      headers: {
        ...Object.fromEntries(Object.entries(e.headers).map(([name, value]) => [name, swap(swap(value, visit.sessionId, visitor.sessionId), visit.origin, origin)])),
        "x-forwarded-for": visitor.address,
      },
      body: e.body.length && e.body.includes(visit.sessionId) ? Buffer.from(swap(e.body.toString("utf8"), visit.sessionId, visitor.sessionId)) : e.body,
    }));
}

export const GENERATE_KIND = kindOf("POST", "/trpc/generator.generate");

/** What the old page sent with the photo: the visitor's zoom, pan and turn, here as picked. */
const UNTOUCHED_TRANSFORM = { zoom: 1, offsetX: 0, offsetY: 0, rotation: 0 };

/**
 * The same visitor as the page sent it before the browser's DP stopped going to the server: the
 * generation's count replaced by generator.generate with the photo as a data URL, the typed
 * name, the session id and the photo's transform, as the old generation-report.ts sent them.
 * Each visitor types a name of their own, so no render is a copy of another's.
 */
export function oldFlowPlan(visit: RecordedVisit, origin: string, campaignId: number, photos: readonly PhotoUpload[]): VisitPlan {
  const count = visit.exchanges.filter((e) => procedures(e.path).includes("generator.generated"));
  const only = count[0];
  if (count.length !== 1 || !only || procedures(only.path).length !== 1) {
    throw new Error("the generation's count is not a request of its own: the old flow's generate call cannot take its place");
  }
  const index = visit.exchanges.indexOf(only);
  // Sent by the same tRPC link as the count it replaces, batched or not.
  const batched = isBatch(only.path);
  const generatePath = only.path.replace("/trpc/generator.generated", "/trpc/generator.generate");
  const newFlow = newFlowPlan(visit, origin);
  return (visitor) => {
    const requests = newFlow(visitor);
    const counted = requests[index];
    const photo = photos[visitor.index % photos.length];
    if (!counted || !photo) throw new Error("no request or photo for the old flow's generate call");
    const head = `{"campaign_id":${campaignId},"user_name":${JSON.stringify(`Visitor ${visitor.index}`)},"photo_url":`;
    const tail = `,"session_id":${JSON.stringify(visitor.sessionId)},"photo_transform":${JSON.stringify(UNTOUCHED_TRANSFORM)}}`;
    const [open, close] = batched ? ['{"0":', "}"] : ["", ""];
    requests[index] = { ...counted, kind: GENERATE_KIND, path: generatePath, body: Buffer.concat([Buffer.from(open + head), photo.json, Buffer.from(tail + close)]) };
    return requests;
  };
}
