import { useIsWide } from "../../lib/use-media-query.ts";
import { CreatedResult } from "./CreatedResult.tsx";
import { CreateSinglePage } from "./CreateSinglePage.tsx";
import { CreateWizard } from "./CreateWizard.tsx";
import { useCreatorStudio } from "./use-creator-studio.ts";

/** /create (sign-in required): one page on wide screens, a 4-step wizard on narrow ones, then the result. */
export default function CreatePage() {
  const wide = useIsWide();
  const creator = useCreatorStudio();
  const { created } = creator.creation;

  if (created) return <CreatedResult created={created} studio={creator.studio} wide={wide} onCreateAnother={creator.createAnother} />;
  return wide ? <CreateSinglePage creator={creator} /> : <CreateWizard creator={creator} />;
}
