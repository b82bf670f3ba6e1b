import { QueryObserver, useQueryClient, type DefaultError, type QueryKey, type QueryObserverOptions, type QueryObserverResult } from "@tanstack/react-query";
import { startTransition, useEffect, useState } from "react";

/**
 * `useQuery` for an answer that many parts of the page read, whose arrival must not block it.
 * `useQuery` applies every change at once (a store read through useSyncExternalStore); if an
 * answer arrives while React is still taking over server markup, every part below that reads it
 * is then hydrated in one long task. Here each change is a transition: React applies it in
 * slices between the browser's own work, and the answer shows a frame later at most.
 */
export function useQueryInTransition<TData, TKey extends QueryKey>(options: QueryObserverOptions<TData, DefaultError, TData, TData, TKey>): QueryObserverResult<TData> {
  const queryClient = useQueryClient();
  const [observer] = useState(() => new QueryObserver(queryClient, options));
  const [result, setResult] = useState(() => observer.getCurrentResult());
  useEffect(() => {
    const unsubscribe = observer.subscribe((next) => startTransition(() => setResult(next)));
    // Subscribing starts the first fetch, and the cache may have changed since the render.
    startTransition(() => setResult(observer.getCurrentResult()));
    return unsubscribe;
  }, [observer]);
  return result;
}
