import { Trans, useLingui } from "@lingui/react/macro";
import { useMutation } from "@tanstack/react-query";
import { CONTACT_SUBJECTS, type ContactInput } from "@twend/shared";
import CircleCheck from "lucide-react/icons/circle-check";
import Send from "lucide-react/icons/send";
import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { Button } from "../../components/ui/Button.tsx";
import { EmailField } from "../../components/ui/EmailField.tsx";
import { FormMessage } from "../../components/ui/FormMessage.tsx";
import { SelectField } from "../../components/ui/SelectField.tsx";
import { Spinner } from "../../components/ui/Spinner.tsx";
import { TextAreaField } from "../../components/ui/TextAreaField.tsx";
import { TextField } from "../../components/ui/TextField.tsx";
import { CONTACT_MESSAGES, CONTACT_SUBJECT_LABELS, EMPTY_CONTACT_DRAFT, submitContact, validateContact, type ContactDraft, type ContactField } from "./contact-form.ts";

const SUBJECT_OPTIONS = ["", ...CONTACT_SUBJECTS] as const;
type SubjectOption = (typeof SUBJECT_OPTIONS)[number];

/** Idle, sending (the mutation pending), sent. */
type Phase = "idle" | "sent";

export function ContactForm() {
  const { i18n, t } = useLingui();
  const id = useId();
  const form = useRef<HTMLFormElement>(null);
  const [draft, setDraft] = useState<ContactDraft>(EMPTY_CONTACT_DRAFT);
  const [errors, setErrors] = useState<Partial<Record<ContactField, string>>>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [phase, setPhase] = useState<Phase>("idle");
  // Bumped on each refused submit, so focus moves to the first problem even when the same field is wrong again.
  const [attempt, setAttempt] = useState(0);
  const sentHeading = useRef<HTMLHeadingElement>(null);
  const send = useMutation({ mutationFn: (input: ContactInput) => submitContact(i18n, input) });
  const sending = send.isPending;

  useEffect(() => {
    if (attempt > 0) form.current?.querySelector<HTMLElement>("[aria-invalid='true']")?.focus();
  }, [attempt]);
  useEffect(() => {
    if (phase === "sent") sentHeading.current?.focus();
  }, [phase]);

  const update = <K extends ContactField>(field: K, value: ContactDraft[K]) => {
    setDraft((current) => ({ ...current, [field]: value }));
    // A field's message goes as soon as it is being corrected; the rest stay until the next submit.
    setErrors(({ [field]: _fixed, ...rest }) => rest);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    const checked = validateContact(i18n, draft);
    if (!checked.ok) {
      setErrors(checked.errors);
      setAttempt((n) => n + 1);
      return;
    }
    setErrors({});
    setAlert(null);
    send.mutate(checked.input, {
      onSuccess: (result) => {
        if (result.ok) setPhase("sent");
        else setAlert(result.alert);
      },
    });
  };

  const fieldProps = (field: ContactField) => ({
    "aria-invalid": errors[field] ? true : undefined,
    "aria-describedby": errors[field] ? `${id}-${field}-error` : undefined,
  });
  const fieldError = (field: ContactField) =>
    errors[field] ? (
      <p id={`${id}-${field}-error`} className="mt-1.5 text-sm font-medium text-rose-700">
        {errors[field]}
      </p>
    ) : null;

  if (phase === "sent") {
    const email = draft.email.trim();
    return (
      <div className="flex flex-col items-center px-2 py-10 text-center">
        <span className="grid size-14 place-items-center rounded-full bg-emerald-100 text-emerald-700">
          <CircleCheck aria-hidden="true" className="size-7" />
        </span>
        <h2 ref={sentHeading} tabIndex={-1} className="mt-5 text-2xl font-bold tracking-tight text-slate-950 outline-none">
          {i18n._(CONTACT_MESSAGES.sent)}
        </h2>
        <p className="mt-2 max-w-sm text-base text-pretty text-slate-600">
          <Trans>
            Thanks for getting in touch. We'll reply to{" "}
            <span dir="ltr" className="font-semibold text-slate-800">
              {email}
            </span>{" "}
            within 24 hours.
          </Trans>
        </p>
        <Button
          variant="secondary"
          className="mt-8"
          onClick={() => {
            setDraft(EMPTY_CONTACT_DRAFT);
            setPhase("idle");
          }}
        >
          <Trans>Send another message</Trans>
        </Button>
      </div>
    );
  }

  return (
    <form ref={form} noValidate onSubmit={submit} aria-labelledby={`${id}-title`} className="space-y-5">
      <h2 id={`${id}-title`} className="text-xl font-bold tracking-tight text-slate-950 sm:text-2xl">
        <Trans>Send us a message</Trans>
      </h2>
      <div className="grid gap-5 sm:grid-cols-2">
        <div>
          <TextField label={t`Name`} autoComplete="name" required value={draft.name} onChange={(event) => update("name", event.target.value)} {...fieldProps("name")} />
          {fieldError("name")}
        </div>
        <div>
          <EmailField value={draft.email} onChange={(event) => update("email", event.target.value)} {...fieldProps("email")} />
          {fieldError("email")}
        </div>
      </div>
      <div>
        <SelectField<SubjectOption>
          label={t`Subject`}
          required
          value={draft.subject}
          options={SUBJECT_OPTIONS}
          labelOf={(option) => (option === "" ? t`Choose a subject` : i18n._(CONTACT_SUBJECT_LABELS[option]))}
          onChange={(subject) => update("subject", subject)}
          {...fieldProps("subject")}
        />
        {fieldError("subject")}
      </div>
      <div>
        <TextAreaField
          label={t`Message`}
          required
          rows={6}
          value={draft.message}
          onChange={(event) => update("message", event.target.value)}
          placeholder={t`How can we help?`}
          {...fieldProps("message")}
        />
        {fieldError("message")}
      </div>
      <FormMessage>{alert}</FormMessage>
      <Button type="submit" size="lg" disabled={sending} className="w-full sm:w-auto">
        {sending ? <Spinner /> : <Send aria-hidden="true" className="size-4 rtl:-scale-x-100" />}
        {sending ? t`Sending…` : t`Send Message`}
      </Button>
    </form>
  );
}
