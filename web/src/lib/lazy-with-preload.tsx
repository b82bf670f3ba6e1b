import { lazy, type ComponentType, type ReactNode } from "react";

/** The props of a function component; `{}` for one that takes none. */
type PropsOf<C> = C extends (props: infer P) => ReactNode ? (P extends object ? P : object) : object;

/**
 * A lazily loaded component that renders at once, without suspending, once its module has been
 * fetched through `preload`. React's own lazy suspends on its first render even when the module
 * is already there: hydrating a server-rendered page, such a part waits, and an update reaching
 * it meanwhile (the signed-in user arriving) makes React swap the server's markup for the
 * loading state, a visible jump.
 */
export function lazyWithPreload<M extends { default: (props: never) => ReactNode }>(
  load: () => Promise<M>,
): { Component: ComponentType<PropsOf<M["default"]>>; preload: () => Promise<M> } {
  type Props = PropsOf<M["default"]>;
  let loaded: ComponentType<Props> | null = null;
  const preload = () =>
    load().then((module) => {
      loaded = module.default as ComponentType<Props>;
      return module;
    });
  const Lazy = lazy(() => preload().then((module) => ({ default: module.default as ComponentType<Props> })));
  function Preloadable(props: Props) {
    const Shown = loaded ?? Lazy;
    return <Shown {...props} />;
  }
  return { Component: Preloadable, preload };
}
