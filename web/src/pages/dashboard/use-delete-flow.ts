import { useLingui } from "@lingui/react/macro";
import type { OwnerCampaign } from "@twend/shared";
import { type RefObject, useState } from "react";
import { describeDeleteFailure } from "../../features/dashboard/delete-campaign.ts";
import { useDeleteCampaign } from "../../features/dashboard/use-dashboard.ts";

/**
 * Which Twend awaits confirmation, and what happens on the answer: on success the card is gone,
 * so focus moves to `landing` instead of vanishing with it; on failure the spec's alert shows.
 */
export function useDeleteFlow(landing: RefObject<HTMLElement | null>) {
  const { i18n } = useLingui();
  const [target, setTarget] = useState<OwnerCampaign | null>(null);
  const remove = useDeleteCampaign();

  function confirm(close: () => void) {
    if (target === null || remove.isPending) return;
    remove.mutate(target.id, {
      onSuccess: () => {
        close();
        landing.current?.focus();
      },
      onError: (error) => {
        close();
        window.alert(describeDeleteFailure(i18n, error));
      },
    });
  }

  return { target, deleting: remove.isPending, ask: setTarget, cancel: () => setTarget(null), confirm };
}
