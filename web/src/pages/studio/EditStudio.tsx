import { PRODUCT_NAME, type OwnerCampaign } from "@twend/shared";
import { ListOrdered, PanelsTopLeft } from "lucide-react";
import { useState } from "react";
import { useIsWide } from "../../lib/use-media-query.ts";
import { EditSinglePage } from "./EditSinglePage.tsx";
import { EditWizard } from "./EditWizard.tsx";
import { ChoiceGroup } from "./fields/ChoiceGroup.tsx";
import { useEditorStudio } from "./use-editor-studio.ts";

type Layout = "single" | "wizard";

/**
 * The editor in either mode: wide screens open the single page and can switch
 * to the wizard; narrow screens always get the wizard, which fits them.
 */
export function EditStudio({ campaign }: { campaign: OwnerCampaign }) {
  const wide = useIsWide();
  const editor = useEditorStudio(campaign);
  const [layout, setLayout] = useState<Layout>("single");
  const layoutSwitch = wide ? (
    <div className="w-64">
      <ChoiceGroup<Layout>
        label="Layout"
        hideLabel
        size="sm"
        value={layout}
        onChange={setLayout}
        choices={[
          { value: "single", label: "One page", icon: PanelsTopLeft },
          { value: "wizard", label: "Step by step", icon: ListOrdered },
        ]}
      />
    </div>
  ) : null;

  return (
    <>
      <title>{`Edit ${campaign.title} · ${PRODUCT_NAME}`}</title>
      {wide && layout === "single" ? <EditSinglePage editor={editor} layoutSwitch={layoutSwitch} /> : <EditWizard editor={editor} layoutSwitch={layoutSwitch} />}
    </>
  );
}
