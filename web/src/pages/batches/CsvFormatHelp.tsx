import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { BATCH_COLUMNS, BATCH_LIMITS } from "@twend/shared";
import Download from "lucide-react/icons/download";
import { useState } from "react";
import { formatFileSize } from "../../features/batches/batch-files.ts";
import { SAMPLE_CSV, SAMPLE_CSV_FILE_NAME, sampleCsvBlob } from "../../features/batches/sample-csv.ts";
import { useObjectUrl } from "../../lib/use-object-url.ts";

function Column({ children }: { children: string }) {
  return (
    <code dir="ltr" className="rounded bg-surface px-1 py-0.5 font-mono text-[0.8125rem] text-slate-900 ring-1 ring-slate-200">
      {children}
    </code>
  );
}

/** What the CSV and the ZIP must hold, in short, with a sample to start from. */
export function CsvFormatHelp({ headingId }: { headingId: string }) {
  const { i18n } = useLingui();
  const [sampleBlob] = useState(sampleCsvBlob);
  const sample = useObjectUrl(sampleBlob);
  const nameColumn = <Column>{BATCH_COLUMNS.name}</Column>;
  const photoColumn = <Column>{BATCH_COLUMNS.photo}</Column>;
  const example = <Column>Ada Lovelace.jpg</Column>;
  const maxRows = BATCH_LIMITS.maxRows;
  const zipSize = formatFileSize(i18n.locale, BATCH_LIMITS.zipBytes);
  const photoSize = formatFileSize(i18n.locale, BATCH_LIMITS.photoBytes);

  return (
    <section aria-labelledby={headingId} className="rounded-xl bg-slate-50 p-4 ring-1 ring-slate-200/70 ring-inset">
      <h3 id={headingId} className="text-sm font-semibold text-slate-900">
        <Trans>How to prepare the files</Trans>
      </h3>
      <ul className="mt-2 list-disc space-y-1.5 ps-5 text-sm text-slate-700 marker:text-brand-600">
        <li>
          <Trans>The CSV's first line names the columns. A {nameColumn} column is required: each row below it makes one DP with that name.</Trans>
        </li>
        <li>
          <Trans>
            Photos are optional and come in one ZIP file. Name each person's file in a {photoColumn} column, where an empty cell makes a DP with the name alone. Or leave
            that column out and name every photo after its person, such as {example}.
          </Trans>
        </li>
        <li>
          <Trans>Other columns are ignored, so your team's own spreadsheet works once saved as CSV.</Trans>
        </li>
        <li>
          <Trans>
            Up to <Plural value={maxRows} one="# row" other="# rows" />. The ZIP may be up to {zipSize}, each photo up to {photoSize}, as PNG, JPEG or WebP.
          </Trans>
        </li>
      </ul>
      <div className="mt-3 flex flex-wrap items-end justify-between gap-3">
        <pre dir="ltr" className="min-w-0 overflow-x-auto rounded-lg bg-surface px-3 py-2 font-mono text-xs leading-5 text-slate-700 ring-1 ring-slate-200">
          {SAMPLE_CSV.replaceAll("\r\n", "\n").trimEnd()}
        </pre>
        <a
          href={sample ?? undefined}
          download={SAMPLE_CSV_FILE_NAME}
          className="inline-flex items-center gap-1.5 rounded text-sm font-semibold text-brand-700 hover:text-brand-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        >
          <Download aria-hidden="true" className="size-4" />
          <Trans>Download a sample CSV</Trans>
        </a>
      </div>
    </section>
  );
}
