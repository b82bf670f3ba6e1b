import { useCallback } from "react";
import { useSearchParamsUpdater } from "../../../lib/use-search-params-updater.ts";

/** A table's filters, sort and page, kept in the URL so a view can be shared, reloaded and walked back through. */
export function useUrlState<State>(read: (params: URLSearchParams) => State, write: (params: URLSearchParams, changes: Partial<State>) => URLSearchParams) {
  const [params, setParams] = useSearchParamsUpdater();
  const update = useCallback((changes: Partial<State>) => setParams((current) => write(current, changes)), [setParams, write]);
  return [read(params), update] as const;
}
