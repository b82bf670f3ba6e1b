import { useCallback } from "react";
import { type NavigateOptions, useSearchParams } from "wouter";

/**
 * The page's query string, and a way to change part of it. A change starts
 * from the address bar, not from the last render's copy: the router
 * re-renders after a navigation in a transition (app/transition-router.tsx),
 * so two quick changes (a sort, then its order) would otherwise both start
 * from the query before either, and the second would undo the first.
 */
export function useSearchParamsUpdater() {
  const [params, setParams] = useSearchParams();
  const update = useCallback(
    (change: (current: URLSearchParams) => URLSearchParams, options?: NavigateOptions) => setParams(() => change(new URLSearchParams(window.location.search)), options),
    [setParams],
  );
  return [params, update] as const;
}
