import { Trans, useLingui } from "@lingui/react/macro";
import { clsx } from "clsx";
import ImagePlus from "lucide-react/icons/image-plus";
import RefreshCw from "lucide-react/icons/refresh-cw";
import { type ChangeEvent, type DragEvent, useId, useState } from "react";
import { FormMessage } from "../../components/ui/FormMessage.tsx";
import { Spinner } from "../../components/ui/Spinner.tsx";
import { useDrawablePicture } from "../../features/heic/use-drawable-picture.ts";
import { BACKGROUND_ACCEPT, backgroundFileProblem } from "../../features/studio/background-file.ts";
import type { BackgroundChoice } from "../../features/studio/campaign-form.ts";
import { readDataUrl } from "../../features/studio/read-data-url.ts";
import { useObjectUrl } from "../../lib/use-object-url.ts";
import { uploadHintText } from "../help/upload-rules-answer.ts";

interface BackgroundPickerProps {
  value: BackgroundChoice | null;
  onPick: (choice: BackgroundChoice) => void;
}

/**
 * Pick or drop the background; checked for type and size here, read as the data URL the API takes.
 * A HEIC image is converted to JPEG first, so the API still receives one of the formats it stores.
 */
export function BackgroundPicker({ value, onPick }: BackgroundPickerProps) {
  const { i18n, t } = useLingui();
  const readFailed = t`The image could not be read. Please choose another file.`;
  const inputId = useId();
  const hintId = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const [reading, setReading] = useState(false);
  const { converting, drawable } = useDrawablePicture();
  const [dragOver, setDragOver] = useState(false);
  const thumbnail = useObjectUrl(value?.kind === "upload" ? value.blob : null) ?? (value?.kind === "stored" ? value.url : null);

  async function take(picked: File | undefined) {
    if (!picked) return;
    setProblem(null);
    setReading(true);
    try {
      const file = await drawable(picked);
      if (file) await pick(file);
    } catch (error) {
      // What drawable rejects with says what to do: a HEIC file that could not be converted.
      console.error(error);
      setProblem(error instanceof Error ? error.message : readFailed);
    } finally {
      setReading(false);
    }
  }

  async function pick(file: File) {
    const refused = backgroundFileProblem(i18n, file);
    setProblem(refused);
    if (refused) return;
    try {
      onPick({ kind: "upload", blob: file, dataUrl: await readDataUrl(file), name: file.name });
    } catch (error) {
      console.error(error);
      setProblem(readFailed);
    }
  }

  function onInput(event: ChangeEvent<HTMLInputElement>) {
    void take(event.target.files?.[0]);
    // Picking the same file again after a refusal must fire change again.
    event.target.value = "";
  }

  function onDrop(event: DragEvent<HTMLLabelElement>) {
    event.preventDefault();
    setDragOver(false);
    void take(event.dataTransfer.files[0]);
  }

  return (
    <div className="space-y-3">
      <label
        htmlFor={inputId}
        onDragOver={(event) => {
          event.preventDefault();
          setDragOver(true);
        }}
        onDragLeave={() => setDragOver(false)}
        onDrop={onDrop}
        className={clsx(
          "group relative flex cursor-pointer flex-wrap items-center gap-4 overflow-hidden rounded-2xl border-2 border-dashed p-4 transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600",
          dragOver ? "border-brand-500 bg-brand-50" : "border-slate-300 bg-slate-50/60 hover:border-brand-400 hover:bg-brand-50/50",
          value === null && "min-h-40 flex-col justify-center text-center",
        )}
      >
        {thumbnail ? (
          <img src={thumbnail} alt="" className="size-20 shrink-0 rounded-xl bg-slate-100 object-contain shadow-sm ring-1 ring-slate-900/10" />
        ) : (
          <span className="grid size-12 place-items-center rounded-full bg-brand-100 text-brand-700">
            <ImagePlus aria-hidden="true" className="size-6" />
          </span>
        )}
        <span className="min-w-0 flex-1">
          <span className="block text-sm font-semibold text-slate-900">
            {value === null ? <Trans>Upload a background image</Trans> : <Trans>Background image</Trans>}
          </span>
          <span aria-live="polite" className="mt-0.5 block truncate text-sm text-slate-600">
            {converting ? (
              <Trans>Converting your HEIC image…</Trans>
            ) : value === null ? (
              <Trans>Click to choose a file, or drop it here</Trans>
            ) : value.kind === "upload" ? (
              value.name
            ) : (
              <Trans>Current image</Trans>
            )}
          </span>
          <span id={hintId} className="mt-1 block text-xs text-slate-500">
            {uploadHintText(i18n, "background")}
          </span>
        </span>
        {/* On a phone the button takes a row of its own, leaving the width to the file's name and the rules. */}
        {value !== null ? (
          <span className="inline-flex shrink-0 items-center justify-center gap-1.5 rounded-full bg-surface px-3 py-1.5 text-sm font-semibold text-slate-800 shadow-sm ring-1 ring-slate-200 group-hover:text-brand-800 max-sm:basis-full">
            {reading ? <Spinner /> : <RefreshCw aria-hidden="true" className="size-4" />}
            <Trans>Change</Trans>
          </span>
        ) : reading ? (
          <Spinner className="size-5 text-brand-600" />
        ) : null}
        <input id={inputId} type="file" accept={BACKGROUND_ACCEPT} aria-describedby={hintId} onChange={onInput} className="sr-only" />
      </label>
      <FormMessage>{problem}</FormMessage>
    </div>
  );
}
