import type { ComponentPropsWithRef } from "react";
import { buttonClasses, type ButtonSize, type ButtonVariant } from "./button-classes.ts";

interface ButtonProps extends ComponentPropsWithRef<"button"> {
  variant?: ButtonVariant;
  size?: ButtonSize;
}

export function Button({ variant, size, className, type = "button", ...rest }: ButtonProps) {
  return <button type={type} className={buttonClasses(variant, size, className)} {...rest} />;
}
