import { useLingui } from "@lingui/react/macro";
import { PRODUCT_NAME, type OwnerCampaign } from "@twend/shared";
import ListOrdered from "lucide-react/icons/list-ordered";
import PanelsTopLeft from "lucide-react/icons/panels-top-left";
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
  const { t } = useLingui();
  const wide = useIsWide();
  const editor = useEditorStudio(campaign);
  const [layout, setLayout] = useState<Layout>("single");
  const layoutSwitch = wide ? (
    <div className="w-64">
      <ChoiceGroup<Layout>
        label={t`Layout`}
        hideLabel
        size="sm"
        value={layout}
        onChange={setLayout}
        choices={[
          { value: "single", label: t`One page`, icon: PanelsTopLeft },
          { value: "wizard", label: t`Step by step`, icon: ListOrdered },
        ]}
      />
    </div>
  ) : null;
  const title = campaign.title;

  return (
    <>
      <title>{t`Edit ${title} · ${PRODUCT_NAME}`}</title>
      {wide && layout === "single" ? <EditSinglePage editor={editor} layoutSwitch={layoutSwitch} /> : <EditWizard editor={editor} layoutSwitch={layoutSwitch} />}
    </>
  );
}
