import type { DpRenderDto } from "@twend/shared";

const POLL_MS = 100;
/**
 * Render ids per poll, asked for in one tRPC batch GET: its procedure names are one path parameter,
 * which the server takes up to 100 characters long (Fastify's maxParamLength), five names.
 */
const PER_POLL = 5;

export interface RendersDone {
  /** From the call to the last render finished, ms. */
  lastDoneMs: number;
  failed: number;
  polls: number;
}

/** The statuses of `ids`, read as the page's server fallback reads them (generator.render), in one batched GET. */
async function statuses(origin: string, ids: readonly string[]): Promise<DpRenderDto[]> {
  const names = ids.map(() => "generator.render").join(",");
  const input = Object.fromEntries(ids.map((id, i) => [String(i), { id }]));
  const res = await fetch(`${origin}/trpc/${names}?batch=1&input=${encodeURIComponent(JSON.stringify(input))}`);
  if (!res.ok) throw new Error(`generator.render answered ${res.status}: ${(await res.text()).slice(0, 200)}`);
  const answers = (await res.json()) as Array<{ result: { data: DpRenderDto } }>;
  return answers.map((a) => a.result.data);
}

/**
 * Waits until every render of `ids` is done or failed (at most `timeoutMs`), polling the
 * unfinished ones: their CPU time is part of what the old flow's visitors cost, and must be in
 * before it is read. The polls are cheap reads by key, and they are counted with the old flow too.
 */
export async function waitForRenders(origin: string, ids: readonly string[], timeoutMs: number): Promise<RendersDone> {
  const start = performance.now();
  let pending = [...new Set(ids)];
  let failed = 0;
  let polls = 0;
  while (pending.length) {
    if (performance.now() - start > timeoutMs) throw new Error(`${pending.length} server renders not done within ${timeoutMs / 1000} s`);
    const chunk = pending.slice(0, PER_POLL);
    const answers = await statuses(origin, chunk);
    polls++;
    const finished = new Set(answers.filter((a) => a.status === "done" || a.status === "failed").map((a) => a.render_id));
    failed += answers.filter((a) => a.status === "failed").length;
    pending = pending.filter((id) => !finished.has(id));
    if (pending.length) await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  return { lastDoneMs: performance.now() - start, failed, polls };
}
