import { TRPCClientError } from "@trpc/client";
import { trpcClient } from "../../lib/trpc.ts";

/**
 * The counts a Twend's page sends (its view, a generation, a download or share), kept on the
 * device until the API has answered them: one made offline is sent once the network is back, on
 * the `online` event or the app's next start. Each is sent until answered, so the same count
 * may reach the API twice (an answer lost on a flaky network); the API counts a kind once per
 * visitor session and Twend (countVisitorAction), so a repeat never adds a second count.
 */
export type QueuedCount =
  | { kind: "view"; input: Parameters<typeof trpcClient.campaigns.recordView.mutate>[0] }
  | { kind: "generation"; input: Parameters<typeof trpcClient.generator.generated.mutate>[0] }
  | { kind: "action"; input: Parameters<typeof trpcClient.generator.track.mutate>[0] };

interface Queued {
  id: string;
  count: QueuedCount;
}

/** Read by every version of the app: a count queued by one version may be sent by the next. */
const STORAGE_KEY = "twend:count-outbox:v1";
/** A device that stays offline for weeks keeps its newest counts, not an ever-growing list. */
const MOST_KEPT = 100;

function read(): Queued[] {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? "[]");
    return Array.isArray(stored) ? (stored as Queued[]) : [];
  } catch {
    return [];
  }
}

/** False when storage is blocked or full: the counts are then still sent while this page is open. */
function write(queue: readonly Queued[]): boolean {
  try {
    if (queue.length === 0) localStorage.removeItem(STORAGE_KEY);
    else localStorage.setItem(STORAGE_KEY, JSON.stringify(queue.slice(-MOST_KEPT)));
    return true;
  } catch {
    return false;
  }
}

/** Counts of this page not in storage (blocked in private modes), still sent while it is open. */
let unstored: Queued[] = [];

function send({ kind, input }: QueuedCount): Promise<unknown> {
  if (kind === "view") return trpcClient.campaigns.recordView.mutate(input);
  if (kind === "generation") return trpcClient.generator.generated.mutate(input);
  return trpcClient.generator.track.mutate(input);
}

/** An answer from the API (a refusal) ends a count's journey; only a request that got none is tried again. */
const gotNoAnswer = (error: unknown) => !(error instanceof TRPCClientError) || error.data === undefined || error.data === null;

let sending: Promise<void> | null = null;
let again = false;

/** Sends the queued counts in order, each removed once answered; stops at the first without an answer. */
async function sendQueued(): Promise<void> {
  for (;;) {
    const [next] = [...read(), ...unstored];
    if (!next) return;
    try {
      await send(next.count);
    } catch (error) {
      if (gotNoAnswer(error)) return;
      console.warn("A count was refused:", error instanceof Error ? error.message : error);
    }
    write(read().filter((queued) => queued.id !== next.id));
    unstored = unstored.filter((queued) => queued.id !== next.id);
  }
}

/**
 * Sends what is queued, once at a time across this device's tabs (a Web Lock, where there is
 * one): two tabs flushing together would each send the same counts.
 */
export function flushCounts(): Promise<void> {
  if (sending) {
    again = true;
    return sending;
  }
  const run = async (): Promise<void> => {
    if ("locks" in navigator) await navigator.locks.request(STORAGE_KEY, sendQueued);
    else await sendQueued();
  };
  sending = run()
    .catch((error: unknown) => console.warn("Could not send the counts:", error))
    .finally(() => {
      sending = null;
      if (again) {
        again = false;
        void flushCounts();
      }
    });
  return sending;
}

const newId = () => (typeof crypto.randomUUID === "function" ? crypto.randomUUID() : `${Date.now()}-${Math.random()}`);

/**
 * Queues a count and sends it now if the network allows. In order: a download or share is
 * counted only from a session whose generation the API has counted, and the queue keeps it
 * behind that generation.
 */
export function queueCount(count: QueuedCount): Promise<void> {
  const queued = { id: newId(), count };
  if (!write([...read(), queued])) unstored = [...unstored, queued];
  return flushCounts();
}

/** Sends what an earlier visit left queued, and again whenever the network comes back. */
export function keepSendingCounts(target: Window): void {
  target.addEventListener("online", () => void flushCounts());
  if (target.navigator.onLine) void flushCounts();
}
