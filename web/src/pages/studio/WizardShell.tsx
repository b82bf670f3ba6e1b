import type { MessageDescriptor } from "@lingui/core";
import { Trans, useLingui } from "@lingui/react/macro";
import { clsx } from "clsx";
import ArrowLeft from "lucide-react/icons/arrow-left";
import ArrowRight from "lucide-react/icons/arrow-right";
import type { LucideIcon } from "lucide-react";
import { type ReactNode, useId } from "react";
import { Button } from "../../components/ui/Button.tsx";
import type { WizardStep } from "../../features/studio/wizard-steps.ts";
import { StepHeading } from "./StepHeading.tsx";
import { SubmitButton, type SubmitButtonProps } from "./SubmitButton.tsx";
import { useStepFocus } from "./use-step-focus.ts";
import { WizardFooter } from "./WizardFooter.tsx";
import { WizardHeader } from "./WizardHeader.tsx";
import { WizardProgress } from "./WizardProgress.tsx";

interface WizardShellProps {
  title: string;
  labels: Readonly<Record<WizardStep, MessageDescriptor>>;
  step: WizardStep;
  onStep: (step: WizardStep) => void;
  /** Beside the title, e.g. the editor's layout toggle. */
  aside?: ReactNode;
  heading: { title: MessageDescriptor; text: MessageDescriptor };
  /** Why Continue cannot move on yet; null when it can. */
  blocker: string | null;
  /** What still stops the last step's button, said next to it. */
  finishNote: string | null;
  onFinish: () => void;
  finish: Pick<SubmitButtonProps, "busy" | "icon" | "label" | "busyLabel" | "disabled">;
  /** Continue's wording on step 3, for a wizard whose last step is a review. */
  reviewContinue?: { label: string; icon: LucideIcon };
  /** The current step's fields. */
  children: ReactNode;
}

/** A 4-step wizard's frame: title bar, progress, the step's heading, and Back, Continue and the finish button in thumb reach. */
export function WizardShell({ title, labels, step, onStep, aside, heading, blocker, finishNote, onFinish, finish, reviewContinue, children }: WizardShellProps) {
  const { i18n, t } = useLingui();
  const headingRef = useStepFocus(step);
  const noteId = useId();
  const review = step === 3 ? reviewContinue : undefined;
  const { label: continueLabel, icon: ContinueIcon } = review ?? { label: t`Continue`, icon: ArrowRight };

  return (
    <div className="mx-auto w-full max-w-xl px-4 pt-5">
      <WizardHeader title={title} step={step} stepLabel={i18n._(labels[step])} onStep={onStep} aside={aside} />
      <div className="mt-5">
        <WizardProgress labels={labels} current={step} onGoBack={onStep} />
      </div>

      <form
        className="mt-7"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (step === 4) onFinish();
          else if (blocker === null) onStep((step + 1) as WizardStep);
        }}
      >
        <StepHeading ref={headingRef} title={i18n._(heading.title)} text={i18n._(heading.text)} />
        {children}

        <WizardFooter note={step === 4 ? finishNote : blocker} noteId={noteId}>
          {step > 1 ? (
            <Button variant="secondary" onClick={() => onStep((step - 1) as WizardStep)} className="max-[359px]:px-3.5">
              <ArrowLeft aria-hidden="true" className="size-4 rtl:-scale-x-100" />
              {/* Named but not shown below 360 px, where the step's main button needs the room. */}
              <span className="max-[359px]:sr-only">
                <Trans>Back</Trans>
              </span>
            </Button>
          ) : null}
          {step < 4 ? (
            <Button type="submit" disabled={blocker !== null} aria-describedby={noteId}>
              {continueLabel}
              {/* The arrow points the way the steps go; the review's icon points nowhere. */}
              <ContinueIcon aria-hidden="true" className={clsx("size-4", !review && "rtl:-scale-x-100")} />
            </Button>
          ) : (
            <SubmitButton {...finish} aria-describedby={noteId} />
          )}
        </WizardFooter>
      </form>
    </div>
  );
}
