import ImageOff from "lucide-react/icons/image-off";
import { useState } from "react";
import { TextField } from "../../../components/ui/TextField.tsx";

interface FeaturedImageFieldProps {
  value: string;
  onChange: (url: string) => void;
}

/** The featured image URL, with a preview as soon as it is filled (spec). */
export function FeaturedImageField({ value, onChange }: FeaturedImageFieldProps) {
  // Keyed by address, so a broken image's message goes away as soon as the URL changes.
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const url = value.trim();
  return (
    <div className="space-y-3">
      <TextField
        label="Featured image URL"
        type="url"
        inputMode="url"
        placeholder="https://example.com/cover.jpg"
        maxLength={2000}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        hint="An http(s) address. Shown at the top of the post and on its card."
      />
      {url === "" ? null : failedUrl === url ? (
        <p className="flex items-center gap-2 rounded-xl bg-slate-50 px-3 py-3 text-sm text-slate-600 ring-1 ring-slate-200 ring-inset">
          <ImageOff aria-hidden="true" className="size-4 shrink-0" />
          No image could be loaded from this address.
        </p>
      ) : (
        <figure>
          <img
            src={url}
            alt="Featured image preview"
            onError={() => setFailedUrl(url)}
            className="aspect-video w-full rounded-xl bg-slate-100 object-cover ring-1 ring-slate-200"
          />
          <figcaption className="mt-1.5 text-xs text-slate-500">Preview</figcaption>
        </figure>
      )}
    </div>
  );
}
