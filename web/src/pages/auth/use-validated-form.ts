import { type ChangeEvent, type FormEvent, useState } from "react";
import type { UserText } from "../../features/auth/user-text.ts";
import type { FieldError } from "../../features/auth/validation.ts";
import { focusField } from "./focus-field.ts";

interface ValidatedFormOptions<Values extends Record<string, string>> {
  initial: Values;
  validate: (values: Values) => FieldError<keyof Values & string> | null;
  /** Sends the form; resolves to the message to show, or null when it went through. */
  submit: (values: Values) => Promise<UserText | null>;
  /** Shows (or clears, with null) the form's one message. */
  onMessage: (message: UserText | null) => void;
  /** That message's element id, which the invalid input points at. */
  messageId: string;
}

/**
 * The plumbing every account form shares: controlled values, the first failed check marked,
 * focused and announced, and a busy flag while the request runs.
 */
export function useValidatedForm<Values extends Record<string, string>>({ initial, validate, submit, onMessage, messageId }: ValidatedFormOptions<Values>) {
  const [values, setValues] = useState(initial);
  const [invalid, setInvalid] = useState<keyof Values | null>(null);
  const [submitting, setSubmitting] = useState(false);

  function field(name: keyof Values & string) {
    return {
      name,
      value: values[name],
      onChange: (event: ChangeEvent<HTMLInputElement>) => {
        setValues((current) => ({ ...current, [name]: event.target.value }));
        // Once edited, the field is no longer the one the message is about.
        if (invalid === name) setInvalid(null);
      },
      "aria-invalid": invalid === name || undefined,
      "aria-describedby": invalid === name ? messageId : undefined,
    };
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    const problem = validate(values);
    if (problem) {
      setInvalid(problem.field);
      onMessage(problem.message);
      focusField(event.currentTarget, problem.field);
      return;
    }
    setInvalid(null);
    onMessage(null);
    setSubmitting(true);
    try {
      onMessage(await submit(values));
    } finally {
      setSubmitting(false);
    }
  }

  return { values, field, submitting, onSubmit };
}
