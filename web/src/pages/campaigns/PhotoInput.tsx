import { Trans, useLingui } from "@lingui/react/macro";
import { clsx } from "clsx";
import ImagePlus from "lucide-react/icons/image-plus";
import RefreshCw from "lucide-react/icons/refresh-cw";
import { type DragEvent, useEffect, useId, useRef, useState } from "react";
import { FormMessage } from "../../components/ui/FormMessage.tsx";
import { Spinner } from "../../components/ui/Spinner.tsx";
import { PHOTO_ACCEPT } from "../../features/generator/photo-file.ts";
import { useDrawablePicture } from "../../features/heic/use-drawable-picture.ts";
import { maxUploadSizeIn, acceptedFormatsIn } from "../../lib/upload-wording.ts";
import { useObjectUrl } from "../../lib/use-object-url.ts";

interface PhotoInputProps {
  photo: File | null;
  /** A file was chosen: told before it is checked and `onPick` hears of it, so its decoding can start at once. */
  onChoose?: (file: File) => void;
  /** The chosen file could not be made drawable; this picker shows why. */
  onChooseFailed?: () => void;
  onPick: (file: File) => void;
  disabled?: boolean;
}

/**
 * Picks the visitor's photo: a tap opens the camera roll or file chooser, and a file can be dropped on it.
 * A HEIC photo, which most browsers cannot draw, is converted to JPEG before the generator sees it.
 */
export function PhotoInput({ photo, onChoose, onChooseFailed, onPick, disabled = false }: PhotoInputProps) {
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const { converting, drawable } = useDrawablePicture();
  const thumbnail = useObjectUrl(photo);
  const { i18n } = useLingui();
  // shared's uploadHint("photo"), as a message translators see.
  const formats = acceptedFormatsIn(i18n.locale);
  const size = maxUploadSizeIn(i18n.locale, "photo");

  const take = async (file: File) => {
    setProblem(null);
    onChoose?.(file);
    try {
      const picked = await drawable(file);
      if (picked) onPick(picked);
    } catch (error) {
      console.error(error);
      setProblem(error instanceof Error ? error.message : String(error));
      onChooseFailed?.();
    }
  };

  // A photo picked on the server-rendered page before the app took it over fired its change event
  // when nothing listened yet: the input still holds it.
  const takeEarlyPick = useRef(take);
  useEffect(() => {
    const input = inputRef.current;
    const file = input?.files?.[0];
    if (!input || !file) return;
    input.value = "";
    void takeEarlyPick.current(file);
  }, []);

  const onDrop = (event: DragEvent<HTMLLabelElement>) => {
    event.preventDefault();
    setOver(false);
    const file = event.dataTransfer.files[0];
    if (file && !disabled) void take(file);
  };

  return (
    <div>
      <span className="mb-1.5 block text-sm font-medium text-slate-800">
        <Trans>Your photo</Trans>
      </span>
      <input
        ref={inputRef}
        id={id}
        type="file"
        accept={PHOTO_ACCEPT}
        disabled={disabled}
        className="peer sr-only"
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (file) void take(file);
          // The same file picked again after 'Create Another DP' must still fire a change.
          event.target.value = "";
        }}
      />
      <label
        htmlFor={id}
        onDragOver={(event) => {
          event.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={onDrop}
        className={clsx(
          "flex min-h-24 cursor-pointer items-center gap-4 rounded-2xl border-2 border-dashed p-4 transition-colors peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-500",
          over ? "border-brand-500 bg-brand-50" : "border-slate-300 bg-surface hover:border-brand-400 hover:bg-brand-50/50",
          disabled && "pointer-events-none opacity-60",
        )}
      >
        {converting ? (
          <span className="grid size-16 shrink-0 place-items-center rounded-xl bg-brand-100 text-brand-700">
            <Spinner className="size-7" />
          </span>
        ) : thumbnail ? (
          <img src={thumbnail} alt="" className="size-16 shrink-0 rounded-xl object-cover ring-1 ring-slate-900/10" />
        ) : (
          <span className="grid size-16 shrink-0 place-items-center rounded-xl bg-brand-100 text-brand-700">
            <ImagePlus aria-hidden="true" className="size-7" />
          </span>
        )}
        <span className="min-w-0">
          <span className="flex items-center gap-1.5 font-semibold text-slate-900">
            {photo ? (
              <>
                <RefreshCw aria-hidden="true" className="size-4" /> <Trans>Change photo</Trans>
              </>
            ) : (
              <Trans>Upload your photo</Trans>
            )}
          </span>
          <span aria-live="polite" className="mt-0.5 block truncate text-xs text-slate-500">
            {converting ? (
              <Trans>Converting your HEIC photo…</Trans>
            ) : photo ? (
              photo.name
            ) : (
              <Trans>
                {formats}, up to {size}
              </Trans>
            )}
          </span>
        </span>
      </label>
      <FormMessage className="mt-3">{problem}</FormMessage>
    </div>
  );
}
