import { PRODUCT_NAME } from "@twend/shared";
import { Rocket } from "lucide-react";
import { useId } from "react";
import { StudioSinglePage } from "./StudioSinglePage.tsx";
import { SubmitButton } from "./SubmitButton.tsx";
import type { CreatorStudio } from "./use-creator-studio.ts";

const HEADER = {
  title: "Create a Twend",
  text: "Upload your artwork, drag the photo slot and the name into place, and publish a link anyone can use.",
};

const SECTIONS = {
  1: { title: "Details", description: "What your Twend is called and what it's for." },
  2: { title: "Background", description: "The frame every visitor's photo goes into." },
  3: { title: "Design", description: "Size, shape and colours; position them on the preview." },
} as const;

/** /create on wide screens: the live preview beside every setting, one page (spec section 2). */
export function CreateSinglePage({ creator }: { creator: CreatorStudio }) {
  const { studio, creation } = creator;
  const { form } = studio;
  const noteId = useId();
  const missing = [form.title.trim() === "" ? "a title" : null, form.background === null ? "a background image" : null].filter(Boolean);

  return (
    <>
      <title>{`Create a Twend · ${PRODUCT_NAME}`}</title>
      <StudioSinglePage
        header={HEADER}
        sections={SECTIONS}
        studio={studio}
        job={creation}
        background={{ onPick: (choice) => creator.pickBackground(choice, false) }}
        onSubmit={creator.submit}
      >
        <SubmitButton
          size="lg"
          className="w-full"
          disabled={!creator.canSubmit}
          aria-describedby={noteId}
          busy={creation.saving}
          icon={Rocket}
          label="Create Twend"
          busyLabel="Creating..."
        />
        <p id={noteId} className="min-h-5 text-center text-xs text-slate-500">
          {missing.length > 0 ? `Add ${missing.join(" and ")} to publish.` : "You can change everything later from your dashboard."}
        </p>
      </StudioSinglePage>
    </>
  );
}
