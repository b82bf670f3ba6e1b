import { Trans, useLingui } from "@lingui/react/macro";
import { BATCH_LIMITS } from "@twend/shared";
import FileArchive from "lucide-react/icons/file-archive";
import FileSpreadsheet from "lucide-react/icons/file-spreadsheet";
import Info from "lucide-react/icons/info";
import Sparkles from "lucide-react/icons/sparkles";
import { type FormEvent, useId, useRef, useState } from "react";
import { Button } from "../../components/ui/Button.tsx";
import { Card } from "../../components/ui/Card.tsx";
import { FormMessage } from "../../components/ui/FormMessage.tsx";
import { Spinner } from "../../components/ui/Spinner.tsx";
import { CSV_ACCEPT, csvFileProblem, formatFileSize, ZIP_ACCEPT, zipFileProblem } from "../../features/batches/batch-files.ts";
import { useCreateBatch } from "../../features/batches/use-batches.ts";
import { UploadProgress } from "../studio/UploadProgress.tsx";
import { BatchProblems } from "./BatchProblems.tsx";
import { FileField } from "./FileField.tsx";
import { CsvFormatHelp } from "./CsvFormatHelp.tsx";

interface BatchFormProps {
  campaignId: number;
  /** A batch of this Twend is still being made: the API takes the next one once it is finished. */
  running: boolean;
  onCreated: () => void;
}

/** The CSV of names and the optional ZIP of photos, checked here against the shared limits, then sent with a progress bar. */
export function BatchForm({ campaignId, running, onCreated }: BatchFormProps) {
  const { t, i18n } = useLingui();
  const headingId = useId();
  const helpHeadingId = useId();
  const runningNoteId = useId();
  const csvInputRef = useRef<HTMLInputElement>(null);
  const [csv, setCsv] = useState<File | null>(null);
  const [zip, setZip] = useState<File | null>(null);
  const [csvProblem, setCsvProblem] = useState<string | null>(null);
  const [zipProblem, setZipProblem] = useState<string | null>(null);
  const batch = useCreateBatch(campaignId);
  const sending = batch.sending;
  const zipSize = formatFileSize(i18n.locale, BATCH_LIMITS.zipBytes);

  function chooseCsv(file: File | null) {
    batch.reset();
    setCsv(file);
    setCsvProblem(file ? csvFileProblem(i18n, file) : null);
  }

  function chooseZip(file: File | null) {
    batch.reset();
    setZip(file);
    setZipProblem(file ? zipFileProblem(i18n, file) : null);
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending || running) return;
    if (!csv) {
      setCsvProblem(t`Choose the CSV file of names first.`);
      csvInputRef.current?.focus();
      return;
    }
    if (csvProblem !== null || zipProblem !== null) {
      csvInputRef.current?.focus();
      return;
    }
    batch.create(
      { csv, zip },
      {
        onSuccess: () => {
          setCsv(null);
          setZip(null);
          onCreated();
        },
      },
    );
  }

  return (
    <Card as="section" aria-labelledby={headingId} className="p-4 sm:p-6">
      <h2 id={headingId} className="text-xl font-bold tracking-tight text-slate-950">
        <Trans>New batch</Trans>
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        <Trans>One DP per name, made with this Twend's design, delivered as one ZIP.</Trans>
      </p>
      <div className="mt-5">
        <CsvFormatHelp headingId={helpHeadingId} />
      </div>
      <form onSubmit={submit} noValidate className="mt-5 space-y-4">
        <FileField
          label={t`CSV of names`}
          hint={t`A .csv file, saved from any spreadsheet.`}
          icon={FileSpreadsheet}
          accept={CSV_ACCEPT}
          file={csv}
          problem={csvProblem}
          disabled={sending}
          inputRef={csvInputRef}
          onChoose={chooseCsv}
        />
        <FileField
          label={t`ZIP of photos`}
          hint={t`PNG, JPEG or WebP photos in one .zip file, up to ${zipSize}.`}
          icon={FileArchive}
          accept={ZIP_ACCEPT}
          file={zip}
          problem={zipProblem}
          optional
          disabled={sending}
          onChoose={chooseZip}
        />
        <div aria-live="assertive">{batch.failure ? <BatchProblems problems={batch.failure.problems} /> : null}</div>
        {sending && batch.progress !== null ? (
          <UploadProgress
            progress={batch.progress}
            labels={{ name: t`Upload of the files`, sending: (share) => t`Sending the files… ${share}`, checking: t`Checking the names and photos…` }}
          />
        ) : null}
        <FormMessage tone="success">{batch.created && !sending && running ? t`Your batch has started. Follow it in the list of batches.` : null}</FormMessage>
        {running ? (
          <p id={runningNoteId} className="flex gap-2 text-sm text-slate-600">
            <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-600" />
            <Trans>A batch is being made for this Twend. You can start the next one once it is finished.</Trans>
          </p>
        ) : null}
        <Button type="submit" size="lg" disabled={sending || running} aria-describedby={running ? runningNoteId : undefined} className="w-full">
          {sending ? <Spinner className="size-5" /> : <Sparkles aria-hidden="true" className="size-5" />}
          {sending ? <Trans>Sending…</Trans> : <Trans>Make DPs</Trans>}
        </Button>
      </form>
    </Card>
  );
}
