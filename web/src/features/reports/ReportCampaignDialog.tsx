import { Trans, useLingui } from "@lingui/react/macro";
import { useMutation } from "@tanstack/react-query";
import { REPORT_REASONS, type ReportReason } from "@twend/shared";
import CheckCircle2 from "lucide-react/icons/circle-check";
import { useId, useState } from "react";
import { Button } from "../../components/ui/Button.tsx";
import { Dialog } from "../../components/ui/Dialog.tsx";
import { FormMessage } from "../../components/ui/FormMessage.tsx";
import { TextAreaField } from "../../components/ui/TextAreaField.tsx";
import { getSessionId } from "../../lib/session-id.ts";
import { describeReportFailure, sendReport } from "./report-api.ts";
import { REPORT_REASON_LABELS } from "./report-reasons.ts";

/** Why the visitor reports the Twend, with an optional note; the admins review reported Twends. */
export function ReportCampaignDialog({ campaignId, title, onClose }: { campaignId: number; title: string; onClose: () => void }) {
  const { i18n, t } = useLingui();
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [details, setDetails] = useState("");
  const legendId = useId();
  const report = useMutation({ mutationFn: (chosen: ReportReason) => sendReport(campaignId, { sessionId: getSessionId(), reason: chosen, details }) });
  const sending = report.isPending;

  const submit = () => {
    if (reason) report.mutate(reason);
  };

  return (
    <Dialog title={t`Report this Twend`} description={t`Tell us what is wrong with “${title}”. Our team reviews every report.`} onClose={onClose} dismissible={!sending}>
      {(close) =>
        report.isSuccess ? (
          <div className="flex flex-col gap-4">
            <p role="status" className="flex items-start gap-2 text-sm text-slate-700">
              <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-emerald-600" />
              <Trans>Thank you. Your report was sent to our moderators.</Trans>
            </p>
            <Button onClick={close} data-autofocus>
              <Trans>Done</Trans>
            </Button>
          </div>
        ) : (
          <form
            className="flex flex-col gap-4"
            onSubmit={(event) => {
              event.preventDefault();
              submit();
            }}
          >
            <fieldset aria-labelledby={legendId} className="flex flex-col gap-2">
              <legend id={legendId} className="mb-1 text-sm font-semibold text-slate-900">
                <Trans>Reason</Trans>
              </legend>
              {REPORT_REASONS.map((option, index) => (
                <label
                  key={option}
                  className="flex cursor-pointer items-center gap-3 rounded-xl border border-slate-200 px-3 py-2.5 text-sm has-checked:border-brand-500 has-checked:bg-brand-50"
                >
                  <input
                    type="radio"
                    name="reason"
                    value={option}
                    checked={reason === option}
                    onChange={() => setReason(option)}
                    className="size-4 accent-brand-600"
                    {...(index === 0 ? { "data-autofocus": true } : {})}
                  />
                  {i18n._(REPORT_REASON_LABELS[option])}
                </label>
              ))}
            </fieldset>
            <TextAreaField label={t`Details (optional)`} value={details} onChange={(event) => setDetails(event.target.value)} maxLength={500} rows={3} />
            {report.isError ? <FormMessage tone="error">{describeReportFailure(i18n, report.error)}</FormMessage> : null}
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <Button variant="secondary" onClick={close} disabled={sending}>
                <Trans>Cancel</Trans>
              </Button>
              <Button type="submit" disabled={!reason || sending}>
                {sending ? <Trans>Sending…</Trans> : <Trans>Send report</Trans>}
              </Button>
            </div>
          </form>
        )
      }
    </Dialog>
  );
}
