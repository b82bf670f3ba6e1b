/**
 * What is left of the SPA's hand-written REST helpers now that every call goes through tRPC:
 * the two pieces another module still imports. The file goes once those take their own.
 */

/** `fetch` as a stand-in transport is called in tests. */
export type Fetch = (input: string, init?: RequestInit) => Promise<Response>;

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null;
}
