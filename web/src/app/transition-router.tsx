import { createContext, type ReactNode, startTransition, useContext, useEffect, useState } from "react";
import { type NavigateOptions, Router } from "wouter";

interface Address {
  path: string;
  search: string;
}

const here = (): Address => ({ path: window.location.pathname, search: window.location.search });

const AddressContext = createContext<Address>({ path: "/", search: "" });
const followers = new Set<() => void>();

function navigate(to: string, { replace = false, state = null }: NavigateOptions = {}): void {
  window.history[replace ? "replaceState" : "pushState"](state, "", to);
  for (const follow of followers) follow();
}

const useTransitionLocation = (): [string, typeof navigate] => [useContext(AddressContext).path, navigate];
const useTransitionSearch = (): string => useContext(AddressContext).search;

/**
 * wouter's router on the browser's address, which changes in a transition: the page on screen
 * stays until the next one's code has arrived instead of giving way to its loading state, and a
 * sign-out can wait for home to be on screen (SignOutProvider). wouter's own browser hook reads the
 * address with `useSyncExternalStore`, whose changes React always renders at once.
 */
export function TransitionRouter({ children }: { children: ReactNode }) {
  const [address, setAddress] = useState(here);
  useEffect(() => {
    const follow = () => startTransition(() => setAddress(here));
    followers.add(follow);
    window.addEventListener("popstate", follow);
    return () => {
      followers.delete(follow);
      window.removeEventListener("popstate", follow);
    };
  }, []);
  return (
    <AddressContext value={address}>
      <Router hook={useTransitionLocation} searchHook={useTransitionSearch}>
        {children}
      </Router>
    </AddressContext>
  );
}
