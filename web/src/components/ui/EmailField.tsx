import { useLingui } from "@lingui/react/macro";
import type { ComponentProps } from "react";
import { TextField } from "./TextField.tsx";

/**
 * An e-mail input that phones open with the address keyboard and never auto-capitalise or "correct".
 * An address reads left to right in every language, so it is typed that way in a right-to-left page too.
 */
export function EmailField(props: Omit<ComponentProps<typeof TextField>, "type" | "label"> & { label?: string }) {
  const { t } = useLingui();
  return (
    <TextField
      label={t`Email`}
      dir="ltr"
      type="email"
      autoComplete="email"
      inputMode="email"
      autoCapitalize="none"
      spellCheck={false}
      required
      placeholder="you@example.com"
      {...props}
    />
  );
}
