import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { CreatedShareLink } from "./shared-dp-api.ts";

export type ShareLinkState =
  | { kind: "idle" }
  | { kind: "uploading" }
  | { kind: "ready"; link: CreatedShareLink }
  | { kind: "deleting"; link: CreatedShareLink }
  | { kind: "deleted" }
  | { kind: "failed"; message: string; link: CreatedShareLink | null };

/** The parts of a React Query mutation the state is read from. */
export interface MutationView<TData, TVariables> {
  status: "idle" | "pending" | "success" | "error";
  data: TData | undefined;
  error: Error | null;
  variables: TVariables | undefined;
}

const messageOf = (error: unknown, fallback: string) => (error instanceof Error && error.message ? error.message : fallback);

/**
 * What the share box shows, from the link's two mutations: a delete, once asked for, says more than the creation before it.
 * A failure says the API's own words, which come in the visitor's language, else a text of ours in it.
 */
export function shareLinkState(i18n: I18n, creation: MutationView<CreatedShareLink, void>, removal: MutationView<void, CreatedShareLink>): ShareLinkState {
  if (removal.variables && removal.status !== "idle") {
    if (removal.status === "success") return { kind: "deleted" };
    if (removal.status === "pending") return { kind: "deleting", link: removal.variables };
    return { kind: "failed", message: messageOf(removal.error, i18n._(msg`The link could not be deleted.`)), link: removal.variables };
  }
  if (creation.status === "pending") return { kind: "uploading" };
  if (creation.status === "error") return { kind: "failed", message: messageOf(creation.error, i18n._(msg`The link could not be created.`)), link: null };
  if (creation.status === "success" && creation.data) return { kind: "ready", link: creation.data };
  return { kind: "idle" };
}
