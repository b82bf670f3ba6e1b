import { useLingui } from "@lingui/react/macro";
import { useMutation } from "@tanstack/react-query";
import { useCallback, useEffect } from "react";
import type { CreateSharedDpInput } from "@twend/shared";
import { getSessionId } from "../../lib/session-id.ts";
import { trpc, trpcClient } from "../../lib/trpc.ts";
import type { CopyStatus } from "../share/copy-status.ts";
import { inLanguage } from "../share/share-url.ts";
import { useCopyAction } from "../share/use-copy-action.ts";
import { withFileAsBytes } from "../../lib/file-as-bytes.ts";
import { forgetDeleteToken, readDeleteToken, saveDeleteToken } from "./delete-tokens.ts";
import { type ShareLinkState, shareLinkState } from "./share-link-state.ts";
import { type CreatedShareLink, createShareLink, deleteShareLink } from "./shared-dp-api.ts";

export interface ShareLink {
  state: ShareLinkState;
  create: () => Promise<void>;
  remove: () => Promise<void>;
  copy: () => Promise<void>;
  copyStatus: CopyStatus;
}

/** The opt-in share page of one finished DP: nothing is uploaded until the visitor asks. */
export function useShareLink(png: Blob, campaignId: number, name: string): ShareLink {
  const { i18n } = useLingui();
  const { status: copyStatus, run: runCopy } = useCopyAction();

  const creation = useMutation({
    mutationFn: async () => {
      const { uploadClient } = await import("../../lib/upload-client.ts");
      // The PNG goes as bytes beside the rest, not as a data URL inside it.
      const input = withFileAsBytes<CreateSharedDpInput, "image">({ campaign_id: campaignId, name, session_id: getSessionId() }, "image", png, "dp.png");
      const link = await createShareLink(uploadClient.sharedDps, input);
      // It opens in the language the picture was made in.
      return { ...link, url: inLanguage(link.url, i18n.locale) };
    },
    onSuccess: (link) => void saveDeleteToken(link.id, link.deleteToken),
    onError: (error) => console.error(error),
  });
  const removal = useMutation({
    // The stored token is preferred: it is the one that survives a reload of this screen.
    mutationFn: (link: CreatedShareLink) => deleteShareLink(trpcClient.sharedDps, link.id, readDeleteToken(link.id) ?? link.deleteToken),
    onSuccess: (_, link) => {
      forgetDeleteToken(link.id);
      void trpc.sharedDps.byId.invalidate({ id: link.id });
    },
    onError: (error) => console.error(error),
  });

  // A new picture (Create Another DP) has no link yet.
  const { reset: resetCreation } = creation;
  const { reset: resetRemoval } = removal;
  useEffect(() => {
    resetCreation();
    resetRemoval();
  }, [png, resetCreation, resetRemoval]);

  const state = shareLinkState(i18n, creation, removal);
  const link = state.kind === "ready" || state.kind === "failed" ? state.link : null;

  const { mutate: createLink } = creation;
  const { mutate: removeLink } = removal;
  const create = useCallback(async () => createLink(), [createLink]);
  // Deletable from a live link, or retried after a failed delete.
  const remove = useCallback(async () => (link ? removeLink(link) : undefined), [link, removeLink]);

  const copy = useCallback(async () => {
    if (state.kind !== "ready") return;
    const { url } = state.link;
    await runCopy(() => navigator.clipboard.writeText(url));
  }, [state, runCopy]);

  return { state, create, remove, copy, copyStatus };
}
