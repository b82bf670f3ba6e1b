import type { ComponentProps } from "react";
import { TextField } from "./TextField.tsx";

/** An e-mail input that phones open with the address keyboard and never auto-capitalise or "correct". */
export function EmailField(props: Omit<ComponentProps<typeof TextField>, "type" | "label"> & { label?: string }) {
  return (
    <TextField
      label="Email"
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
