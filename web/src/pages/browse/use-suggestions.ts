import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { CampaignSuggestion } from "@twend/shared";
import { useEffect, useState } from "react";
import { trpc } from "../../lib/trpc.ts";
import { useDebouncedCallback } from "../../lib/use-debounced-callback.ts";

/** Suggestions wait for this many characters: one letter matches too much to help. */
export const SUGGEST_MIN_CHARS = 2;
/** Shorter than the search's own pause, so the titles arrive before the results do. */
const SUGGEST_DELAY_MS = 150;

export interface Suggestions {
  /** What has been typed, once the typist pauses, trimmed. */
  asked: string;
  /** The titles for `asked`, or for an earlier text while they load, so the list does not jump. */
  list: readonly CampaignSuggestion[];
  /** `list` is the answer for `asked`, not an earlier one or a placeholder. */
  settled: boolean;
}

/** The titles to offer under the search box for what is typed, in the chosen category, while `wanted`. */
export function useSuggestions(typed: string, category: string | null, wanted: boolean): Suggestions {
  const trimmed = typed.trim();
  const [asked, setAsked] = useState(trimmed);
  const debounced = useDebouncedCallback(setAsked, SUGGEST_DELAY_MS);
  useEffect(() => debounced.schedule(trimmed), [trimmed, debounced]);

  const query = useQuery(
    trpc.campaigns.suggest.queryOptions(
      { q: asked, category: category ?? undefined },
      // The next key asks again, so a failed answer is not retried; the search itself still works.
      { enabled: wanted && asked.length >= SUGGEST_MIN_CHARS, placeholderData: keepPreviousData, retry: false },
    ),
  );
  return { asked, list: query.data ?? [], settled: query.isSuccess && !query.isPlaceholderData && !query.isFetching && asked === trimmed };
}
