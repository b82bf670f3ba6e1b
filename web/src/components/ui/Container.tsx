import { clsx } from "clsx";
import type { HTMLAttributes } from "react";

/** The page's content column: full width with side gutters on phones, capped on desktops. */
export function Container({ className, ...rest }: HTMLAttributes<HTMLDivElement>) {
  return <div className={clsx("mx-auto w-full max-w-6xl px-4 sm:px-6 lg:px-8", className)} {...rest} />;
}
