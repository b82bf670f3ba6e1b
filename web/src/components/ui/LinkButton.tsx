import type { AnchorHTMLAttributes } from "react";
import { Link } from "wouter";
import { buttonClasses, type ButtonSize, type ButtonVariant } from "./button-classes.ts";

interface LinkButtonProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> {
  to: string;
  variant?: ButtonVariant;
  size?: ButtonSize;
}

/** A router link that looks like a button; navigation stays a link for assistive tech. */
export function LinkButton({ variant, size, className, ...rest }: LinkButtonProps) {
  return <Link className={buttonClasses(variant, size, className)} {...rest} />;
}
