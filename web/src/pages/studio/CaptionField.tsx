import { useLingui } from "@lingui/react/macro";
import { TextAreaField } from "../../components/ui/TextAreaField.tsx";

const CAPTION_MAX = 500;

interface CaptionFieldProps {
  value: string;
  onChange: (value: string) => void;
}

/** The caption suggested to visitors when they share; placeholders are filled in for each of them. */
export function CaptionField({ value, onChange }: CaptionFieldProps) {
  const { t } = useLingui();
  // The placeholders stay in braces, untranslated: they are what the caption's code replaces.
  const name = "{name}";
  const title = "{title}";
  const link = "{link}";
  return (
    <TextAreaField
      label={t`Share caption (optional)`}
      hint={t`${name}, ${title} and ${link} are replaced with the visitor's name, this Twend's title and its link.`}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      maxLength={CAPTION_MAX}
      rows={2}
      placeholder={t`I support ${title}! Get yours: ${link}`}
    />
  );
}
