import { type ComponentType, lazy } from "react";
import { ensureCatalog } from "./client-i18n.ts";

/**
 * A screen outside the public pages: its code and the catalogues it reads (its own, and the
 * Twend cards' of every list) arrive together, so it never shows before its texts.
 */
export function lazyAppPage<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  return lazy(() => Promise.all([load(), ensureCatalog("app"), ensureCatalog("home")]).then(([module]) => module));
}

/**
 * A part of a public page that few visitors ever see: its texts live in the `app` catalogue, so
 * they cost the first load nothing, and arrive with its code.
 */
export function lazyAppPart<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  return lazy(() => Promise.all([load(), ensureCatalog("app")]).then(([module]) => module));
}
