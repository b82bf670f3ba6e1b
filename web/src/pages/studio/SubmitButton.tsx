import type { LucideIcon } from "lucide-react";
import type { ComponentProps } from "react";
import { Button } from "../../components/ui/Button.tsx";
import { Spinner } from "../../components/ui/Spinner.tsx";

export interface SubmitButtonProps extends Omit<ComponentProps<typeof Button>, "children" | "type"> {
  busy: boolean;
  icon: LucideIcon;
  label: string;
  /** Said instead of the label while the create or save runs. */
  busyLabel: string;
}

/** The studio's create or save button: a spinner and what is happening replace its icon and label while it runs. */
export function SubmitButton({ busy, icon: Icon, label, busyLabel, ...rest }: SubmitButtonProps) {
  return (
    <Button type="submit" {...rest}>
      {busy ? <Spinner /> : <Icon aria-hidden="true" className="size-4" />}
      {busy ? busyLabel : label}
    </Button>
  );
}
