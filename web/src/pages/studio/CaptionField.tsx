import { TextAreaField } from "../../components/ui/TextAreaField.tsx";

const CAPTION_MAX = 500;
const CAPTION_EXAMPLE = "I support {title}! Get yours: {link}";

interface CaptionFieldProps {
  value: string;
  onChange: (value: string) => void;
}

/** The caption suggested to visitors when they share; placeholders are filled in for each of them. */
export function CaptionField({ value, onChange }: CaptionFieldProps) {
  return (
    <TextAreaField
      label="Share caption (optional)"
      hint="{name}, {title} and {link} are replaced with the visitor's name, this Twend's title and its link."
      value={value}
      onChange={(event) => onChange(event.target.value)}
      maxLength={CAPTION_MAX}
      rows={2}
      placeholder={CAPTION_EXAMPLE}
    />
  );
}
