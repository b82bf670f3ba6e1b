import { Trans, useLingui } from "@lingui/react/macro";
import { useMutation } from "@tanstack/react-query";
import { clsx } from "clsx";
import Mail from "lucide-react/icons/mail";
import Send from "lucide-react/icons/send";
import { useId, useState, type FormEvent } from "react";
import { Button } from "../../components/ui/Button.tsx";
import { FormMessage } from "../../components/ui/FormMessage.tsx";
import { Spinner } from "../../components/ui/Spinner.tsx";
import { inputClasses } from "../../components/ui/input-classes.ts";
import { subscribeToNewsletter } from "./newsletter.ts";

interface NewsletterSignupProps {
  /** The blog's own invitation when not given. */
  title?: string;
  text?: string;
  className?: string;
}

/**
 * The newsletter form. The spec's alert texts show in a live region under the field rather than a
 * blocking browser dialog, so screen readers announce them and the reader keeps their place.
 */
export function NewsletterSignup({ title, text, className }: NewsletterSignupProps) {
  const { t, i18n } = useLingui();
  const id = useId();
  const [email, setEmail] = useState("");
  // The outcome is the mutation's data: subscribeToNewsletter turns every failure into what to show.
  const subscription = useMutation({
    mutationFn: (address: string) => subscribeToNewsletter(address),
    // Cleared whatever the outcome.
    onSettled: () => setEmail(""),
  });
  const sending = subscription.isPending;
  const outcome = subscription.data;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const address = email.trim();
    // Nothing is sent without an address (the required field says so first).
    if (address === "" || sending) return;
    subscription.mutate(address);
  };

  return (
    <section
      aria-labelledby={`${id}-title`}
      className={clsx("relative isolate overflow-hidden rounded-3xl bg-brand-950 px-5 py-10 text-white sm:px-10 sm:py-12", className)}
    >
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(36rem_18rem_at_0%_0%,rgb(124_58_237/0.55),transparent),radial-gradient(30rem_18rem_at_100%_100%,rgb(236_72_153/0.35),transparent)]"
      />
      <div className="mx-auto flex max-w-3xl flex-col items-center text-center">
        <span className="grid size-12 place-items-center rounded-2xl bg-white/10 ring-1 ring-white/25">
          <Mail aria-hidden="true" className="size-6" />
        </span>
        <h2 id={`${id}-title`} className="mt-4 text-2xl font-bold tracking-tight text-balance sm:text-3xl">
          {title ?? t`Get the best of the blog in your inbox`}
        </h2>
        <p className="mt-2 max-w-xl text-sm leading-6 text-pretty text-brand-100 sm:text-base">
          {text ?? t`New guides on running campaigns that spread, once or twice a month. No spam, unsubscribe in one click.`}
        </p>
        <form onSubmit={submit} className="mt-6 flex w-full max-w-md flex-col gap-3 sm:flex-row">
          <label htmlFor={`${id}-email`} className="sr-only">
            <Trans>Email address</Trans>
          </label>
          <input
            id={`${id}-email`}
            type="email"
            required
            autoComplete="email"
            inputMode="email"
            autoCapitalize="none"
            spellCheck={false}
            placeholder="you@example.com"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            className={clsx(inputClasses, "min-w-0 flex-1 border-white/20")}
          />
          <Button type="submit" variant="inverse" disabled={sending} className="shrink-0">
            {sending ? <Spinner /> : <Send aria-hidden="true" className="size-4 rtl:-scale-x-100" />}
            <Trans>Subscribe</Trans>
          </Button>
        </form>
        <FormMessage tone={outcome?.tone ?? "success"} className="mt-4 w-full max-w-md text-start">
          {outcome ? (outcome.tone === "error" ? outcome.text : i18n._(outcome.text)) : null}
        </FormMessage>
      </div>
    </section>
  );
}
