import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { footerHeight } from "@twend/composition";
import CircleUser from "lucide-react/icons/circle-user";
import Info from "lucide-react/icons/info";
import Type from "lucide-react/icons/type";
import { useId } from "react";
import type { BackgroundChoice, Design } from "../../features/studio/campaign-form.ts";
import { mayStrainPreview } from "../../features/studio/background-file.ts";
import type { DesignTarget } from "../../features/studio/design-geometry.ts";
import type { BackgroundState } from "../../features/studio/use-decoded-background.ts";
import { ChoiceGroup } from "./fields/ChoiceGroup.tsx";
import { formatInteger } from "../../lib/format.ts";
import { DesignCanvas } from "./DesignCanvas.tsx";

interface PreviewPanelProps {
  choice: BackgroundChoice | null;
  background: BackgroundState;
  design: Design;
  sampleName: string;
  selected: DesignTarget | null;
  onSelect: (target: DesignTarget) => void;
  onChange: (patch: Partial<Design>) => void;
}

/** A stored image's finished shape (footer strip included), known before it is downloaded. */
function expectedAspect(choice: BackgroundChoice | null): number | null {
  if (choice?.kind !== "stored" || !choice.width || !choice.height) return null;
  return choice.width / (choice.height + footerHeight(choice.height));
}

/** How to move things on the preview, as far as there is something to move; each case whole, for its translation. */
function moveHelp(i18n: I18n, design: Design): string {
  if (design.frame_mode === "overlay") {
    return design.include_text
      ? i18n._(
          msg`A sample photo shows under your frame; visitors move and zoom their own. Drag the name to place it, or tap where it should go. With the preview focused, arrow keys move the selected element (hold Shift for 10).`,
        )
      : i18n._(msg`A sample photo shows under your frame; visitors move and zoom their own.`);
  }
  return design.include_text
    ? i18n._(
        msg`Drag the photo slot or the name to place it. Tap empty space to move the name there. With the preview focused, arrow keys move the selected element (hold Shift for 10).`,
      )
    : i18n._(msg`Drag the photo slot to place it. With the preview focused, arrow keys move the selected element (hold Shift for 10).`);
}

/** Where the movable elements are, in the 500-unit design space. */
function positions(i18n: I18n, design: Design): string | null {
  const at = (value: number) => formatInteger(i18n.locale, value);
  const nameX = at(design.text_x);
  const nameY = at(design.text_y);
  const name = design.include_text ? i18n._(msg`Name at ${nameX}, ${nameY}`) : null;
  if (design.frame_mode === "overlay") return name;
  const slotX = at(design.avatar_x);
  const slotY = at(design.avatar_y);
  const slot = i18n._(msg`Photo slot at ${slotX}, ${slotY}`);
  return name ? `${slot} · ${name}` : slot;
}

/** The interactive preview with what it needs around it: which element the keys move, how, and where things are. */
export function PreviewPanel({ choice, background, design, sampleName, selected, onSelect, onChange }: PreviewPanelProps) {
  const { i18n, t } = useLingui();
  const helpId = useId();
  const ready = background.status === "ready";
  const where = positions(i18n, design);
  return (
    <div className="space-y-3">
      {background.status !== "empty" && selected !== null ? (
        <ChoiceGroup
          label={t`Element to move`}
          hideLabel
          size="sm"
          value={selected}
          onChange={onSelect}
          choices={[
            { value: "avatar", label: t`Photo slot`, icon: CircleUser, disabled: design.frame_mode === "overlay" },
            { value: "text", label: t`Name`, icon: Type, disabled: !design.include_text },
          ]}
        />
      ) : null}
      <DesignCanvas
        background={background}
        expectedAspect={expectedAspect(choice)}
        design={design}
        sampleName={sampleName}
        selected={selected}
        onSelect={onSelect}
        onChange={onChange}
        describedBy={helpId}
      />
      {background.status !== "empty" ? (
        <div className="space-y-1.5 text-xs text-slate-500">
          <p id={helpId}>{moveHelp(i18n, design)}</p>
          {where ? <p className="font-medium text-slate-600 tabular-nums">{where}</p> : null}
          {ready && mayStrainPreview(background.image.width, background.image.height) ? (
            <p className="flex items-center gap-1.5 text-amber-700">
              <Info aria-hidden="true" className="size-3.5 shrink-0" />
              <Trans>Preview may not work on some devices</Trans>
            </p>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
