import { REPORT_REASONS, type ReportReason } from "@twend/shared";
import { CheckCircle2 } from "lucide-react";
import { useId, useState } from "react";
import { Button } from "../../components/ui/Button.tsx";
import { Dialog } from "../../components/ui/Dialog.tsx";
import { FormMessage } from "../../components/ui/FormMessage.tsx";
import { TextAreaField } from "../../components/ui/TextAreaField.tsx";
import { getSessionId } from "../../lib/session-id.ts";
import { ApiError, browserFetch } from "../auth/http.ts";
import { sendReport } from "./report-api.ts";

type Status = { kind: "idle" } | { kind: "sending" } | { kind: "sent" } | { kind: "failed"; message: string };

/** Why the visitor reports the Twend, with an optional note; the admins review reported Twends. */
export function ReportTwendDialog({ campaignId, title, onClose }: { campaignId: number; title: string; onClose: () => void }) {
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [details, setDetails] = useState("");
  const [status, setStatus] = useState<Status>({ kind: "idle" });
  const legendId = useId();

  const submit = async () => {
    if (!reason) return;
    setStatus({ kind: "sending" });
    try {
      await sendReport(browserFetch, campaignId, { sessionId: getSessionId(), reason, details });
      setStatus({ kind: "sent" });
    } catch (error) {
      setStatus({ kind: "failed", message: error instanceof ApiError && error.serverMessage ? error.serverMessage : "Your report could not be sent. Please try again." });
    }
  };

  return (
    <Dialog title="Report this Twend" description={`Tell us what is wrong with “${title}”. Our team reviews every report.`} onClose={onClose} dismissible={status.kind !== "sending"}>
      {(close) =>
        status.kind === "sent" ? (
          <div className="flex flex-col gap-4">
            <p role="status" className="flex items-start gap-2 text-sm text-slate-700">
              <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-emerald-600" />
              Thank you. Your report was sent to our moderators.
            </p>
            <Button onClick={close} data-autofocus>
              Done
            </Button>
          </div>
        ) : (
          <form
            className="flex flex-col gap-4"
            onSubmit={(event) => {
              event.preventDefault();
              void submit();
            }}
          >
            <fieldset aria-labelledby={legendId} className="flex flex-col gap-2">
              <legend id={legendId} className="mb-1 text-sm font-semibold text-slate-900">
                Reason
              </legend>
              {REPORT_REASONS.map((option, index) => (
                <label key={option} className="flex cursor-pointer items-center gap-3 rounded-xl border border-slate-200 px-3 py-2.5 text-sm has-checked:border-brand-500 has-checked:bg-brand-50">
                  <input
                    type="radio"
                    name="reason"
                    value={option}
                    checked={reason === option}
                    onChange={() => setReason(option)}
                    className="size-4 accent-brand-600"
                    {...(index === 0 ? { "data-autofocus": true } : {})}
                  />
                  {option}
                </label>
              ))}
            </fieldset>
            <TextAreaField label="Details (optional)" value={details} onChange={(event) => setDetails(event.target.value)} maxLength={500} rows={3} />
            {status.kind === "failed" ? <FormMessage tone="error">{status.message}</FormMessage> : null}
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <Button variant="secondary" onClick={close} disabled={status.kind === "sending"}>
                Cancel
              </Button>
              <Button type="submit" disabled={!reason || status.kind === "sending"}>
                {status.kind === "sending" ? "Sending…" : "Send report"}
              </Button>
            </div>
          </form>
        )
      }
    </Dialog>
  );
}
