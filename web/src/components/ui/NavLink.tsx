import type { AnchorHTMLAttributes } from "react";
import { Link, useRoute } from "wouter";

interface NavLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href" | "className"> {
  to: string;
  className: (active: boolean) => string;
}

/**
 * A navigation link that knows when its section is on screen: on its page or one below it
 * (/blog for /blog/{slug}), it carries `aria-current="page"` and its active look.
 */
export function NavLink({ to, className, ...rest }: NavLinkProps) {
  const [active] = useRoute(`${to}/*?`);
  return <Link to={to} aria-current={active ? "page" : undefined} className={className(active)} {...rest} />;
}
