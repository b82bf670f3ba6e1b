import { useLingui } from "@lingui/react/macro";
import Check from "lucide-react/icons/check";
import Pencil from "lucide-react/icons/pencil";
import X from "lucide-react/icons/x";
import { type FormEvent, useState } from "react";
import { inputClasses } from "../../components/ui/input-classes.ts";
import { trpc, trpcClient } from "../../lib/trpc.ts";

interface InlineTitleProps {
  id: number;
  title: string;
}

const iconButton = "grid size-10 shrink-0 place-items-center rounded-full text-slate-600 transition-colors hover:bg-slate-100 hover:text-slate-950";

/**
 * The new Twend's title, renamable in place on wide screens (studio.update with the title alone).
 * A failed rename is only logged, and the title goes back to
 * what the server still has.
 */
export function InlineTitle({ id, title: initial }: InlineTitleProps) {
  const { t } = useLingui();
  const [title, setTitle] = useState(initial);
  const [draft, setDraft] = useState<string | null>(null);

  function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const next = draft?.trim() ?? "";
    setDraft(null);
    if (next === "" || next === title) return;
    const previous = title;
    setTitle(next);
    void trpcClient.studio.update.mutate({ id, title: next }).then(
      () => trpc.studio.invalidate(),
      (error: unknown) => {
        console.error(error);
        setTitle(previous);
      },
    );
  }

  if (draft === null) {
    return (
      <div className="flex items-center justify-center gap-1">
        <h1 className="min-w-0 text-2xl font-extrabold tracking-tight break-words text-slate-950 sm:text-3xl">{title}</h1>
        <button type="button" onClick={() => setDraft(title)} className={iconButton} aria-label={t`Rename Twend`}>
          <Pencil aria-hidden="true" className="size-4" />
        </button>
      </div>
    );
  }
  return (
    <form onSubmit={save} className="mx-auto flex max-w-md items-center gap-1">
      <input
        aria-label={t`Twend title`}
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === "Escape") setDraft(null);
        }}
        maxLength={100}
        autoFocus
        className={inputClasses}
      />
      <button type="submit" className={iconButton} aria-label={t`Save title`}>
        <Check aria-hidden="true" className="size-4" />
      </button>
      <button type="button" onClick={() => setDraft(null)} className={iconButton} aria-label={t`Cancel renaming`}>
        <X aria-hidden="true" className="size-4" />
      </button>
    </form>
  );
}
