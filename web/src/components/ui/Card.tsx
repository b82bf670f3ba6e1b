import { clsx } from "clsx";
import type { HTMLAttributes } from "react";

type CardElement = "div" | "li" | "article" | "section";

interface CardProps extends HTMLAttributes<HTMLElement> {
  /** The element that fits the content's semantics (a list item in a grid, an article for a Twend). */
  as?: CardElement;
  /** Lifts on hover, for cards that are (or contain) a link. */
  interactive?: boolean;
}

export function Card({ as: Element = "div", interactive = false, className, ...rest }: CardProps) {
  return (
    <Element
      className={clsx(
        "rounded-2xl border border-slate-200/80 bg-surface shadow-card",
        interactive && "transition duration-200 hover:-translate-y-0.5 hover:shadow-card-hover",
        className,
      )}
      {...rest}
    />
  );
}
