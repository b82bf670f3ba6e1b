import { useLingui } from "@lingui/react/macro";
import Eye from "lucide-react/icons/eye";
import EyeOff from "lucide-react/icons/eye-off";
import { type ComponentProps, useState } from "react";
import { TextField } from "./TextField.tsx";

type PasswordFieldProps = Omit<ComponentProps<typeof TextField>, "type" | "trailing">;

/** A password input with a show/hide toggle, which spares phone users a confirm-by-retyping guess. */
export function PasswordField(props: PasswordFieldProps) {
  const { i18n, t } = useLingui();
  const [visible, setVisible] = useState(false);
  const field = props.label.toLocaleLowerCase(i18n.locale);
  return (
    <TextField
      {...props}
      type={visible ? "text" : "password"}
      trailing={
        <button
          type="button"
          onClick={() => setVisible((v) => !v)}
          aria-label={visible ? t`Hide ${field}` : t`Show ${field}`}
          aria-pressed={visible}
          className="grid size-9 place-items-center rounded-lg text-slate-500 transition-colors hover:bg-slate-100 hover:text-slate-800"
        >
          {visible ? <EyeOff aria-hidden="true" className="size-4.5" /> : <Eye aria-hidden="true" className="size-4.5" />}
        </button>
      }
    />
  );
}
