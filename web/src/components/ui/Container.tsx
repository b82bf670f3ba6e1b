import { clsx } from "clsx";
import type { HTMLAttributes } from "react";

/** The page's content column: full width with side gutters on phones, capped on desktops. */
interface ContainerProps extends HTMLAttributes<HTMLDivElement> {
  /** Wide tables (the admin area) need the extra room; pages of reading width keep the default. */
  wide?: boolean;
}

export function Container({ className, wide = false, ...rest }: ContainerProps) {
  return <div className={clsx("mx-auto w-full px-4 sm:px-6 lg:px-8", wide ? "max-w-7xl" : "max-w-6xl", className)} {...rest} />;
}
