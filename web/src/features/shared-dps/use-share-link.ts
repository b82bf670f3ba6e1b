import { useCallback, useEffect, useState } from "react";
import { getSessionId } from "../../lib/session-id.ts";
import { browserFetch } from "../auth/http.ts";
import type { CopyStatus } from "../share/copy-status.ts";
import { useCopyAction } from "../share/use-copy-action.ts";
import { readDataUrl } from "../studio/read-data-url.ts";
import { forgetDeleteToken, readDeleteToken, saveDeleteToken } from "./delete-tokens.ts";
import { type CreatedShareLink, createShareLink, deleteShareLink } from "./shared-dp-api.ts";

export type ShareLinkState =
  | { kind: "idle" }
  | { kind: "uploading" }
  | { kind: "ready"; link: CreatedShareLink }
  | { kind: "deleting"; link: CreatedShareLink }
  | { kind: "deleted" }
  | { kind: "failed"; message: string; link: CreatedShareLink | null };

export interface ShareLink {
  state: ShareLinkState;
  create: () => Promise<void>;
  remove: () => Promise<void>;
  copy: () => Promise<void>;
  copyStatus: CopyStatus;
}

const messageOf = (error: unknown, fallback: string) => (error instanceof Error && error.message ? error.message : fallback);

/** The opt-in share page of one finished DP: nothing is uploaded until the visitor asks. */
export function useShareLink(png: Blob, campaignId: number, name: string): ShareLink {
  const [state, setState] = useState<ShareLinkState>({ kind: "idle" });
  const { status: copyStatus, run: runCopy } = useCopyAction();
  // A new picture (Create Another DP) has no link yet.
  useEffect(() => setState({ kind: "idle" }), [png]);

  const create = useCallback(async () => {
    setState({ kind: "uploading" });
    try {
      const imageDataUrl = await readDataUrl(png);
      const link = await createShareLink(browserFetch, { campaignId, imageDataUrl, name, sessionId: getSessionId() });
      saveDeleteToken(link.id, link.deleteToken);
      setState({ kind: "ready", link });
    } catch (error) {
      console.error(error);
      setState({ kind: "failed", message: messageOf(error, "The link could not be created."), link: null });
    }
  }, [png, campaignId, name]);

  const remove = useCallback(async () => {
    // Deletable from a live link, or retried after a failed delete.
    const link = state.kind === "ready" || state.kind === "failed" ? state.link : null;
    if (!link) return;
    setState({ kind: "deleting", link });
    try {
      // The stored token is preferred: it is the one that survives a reload of this screen.
      await deleteShareLink(browserFetch, link.id, readDeleteToken(link.id) ?? link.deleteToken);
      forgetDeleteToken(link.id);
      setState({ kind: "deleted" });
    } catch (error) {
      console.error(error);
      setState({ kind: "failed", message: messageOf(error, "The link could not be deleted."), link });
    }
  }, [state]);

  const copy = useCallback(async () => {
    if (state.kind !== "ready") return;
    const { url } = state.link;
    await runCopy(() => navigator.clipboard.writeText(url));
  }, [state, runCopy]);

  return { state, create, remove, copy, copyStatus };
}
