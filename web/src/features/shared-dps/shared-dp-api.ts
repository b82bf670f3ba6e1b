import { apiAnswer } from "../../lib/api-errors/call-failure.ts";
import type { CreateSharedDpInput } from "@twend/shared";
import type { trpcClient } from "../../lib/trpc.ts";

/** The share page procedures; `trpcClient.sharedDps` in the app, the same client over a stand-in transport in tests. */
export type SharedDpProcedures = typeof trpcClient.sharedDps;

export interface CreatedShareLink {
  id: string;
  url: string;
  deleteToken: string;
  expiresAt: string;
}

/** A share page that does not exist, has expired or was deleted: one answer for all, 404. */
export const isGone = (error: unknown): boolean => apiAnswer(error)?.status === 404;

/** Publishes the finished PNG on its own page. */
export async function createShareLink(sharedDps: SharedDpProcedures, input: CreateSharedDpInput): Promise<CreatedShareLink> {
  const created = await sharedDps.create.mutate(input);
  return { id: created.id, url: created.url, deleteToken: created.delete_token, expiresAt: created.expires_at };
}

/** A page already gone (expired or deleted elsewhere) is what was asked, so it is no failure. */
export async function deleteShareLink(sharedDps: SharedDpProcedures, id: string, deleteToken: string): Promise<void> {
  try {
    await sharedDps.remove.mutate({ id, delete_token: deleteToken });
  } catch (error) {
    if (!isGone(error)) throw error;
  }
}
