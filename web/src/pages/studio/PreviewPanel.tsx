import { footerHeight } from "@twend/composition";
import { CircleUser, Info, Type } from "lucide-react";
import { useId } from "react";
import type { BackgroundChoice, Design } from "../../features/studio/campaign-form.ts";
import { mayStrainPreview } from "../../features/studio/background-file.ts";
import type { DesignTarget } from "../../features/studio/design-geometry.ts";
import type { BackgroundState } from "../../features/studio/use-decoded-background.ts";
import { ChoiceGroup } from "./fields/ChoiceGroup.tsx";
import { DesignCanvas } from "./DesignCanvas.tsx";

interface PreviewPanelProps {
  choice: BackgroundChoice | null;
  background: BackgroundState;
  design: Design;
  sampleName: string;
  selected: DesignTarget;
  onSelect: (target: DesignTarget) => void;
  onChange: (patch: Partial<Design>) => void;
}

/** A stored image's finished shape (footer strip included), known before it is downloaded. */
function expectedAspect(choice: BackgroundChoice | null): number | null {
  if (choice?.kind !== "stored" || !choice.width || !choice.height) return null;
  return choice.width / (choice.height + footerHeight(choice.height));
}

/** The interactive preview with what it needs around it: which element the keys move, how, and where things are. */
export function PreviewPanel({ choice, background, design, sampleName, selected, onSelect, onChange }: PreviewPanelProps) {
  const helpId = useId();
  const ready = background.status === "ready";
  return (
    <div className="space-y-3">
      {background.status !== "empty" ? (
        <ChoiceGroup
          label="Element to move"
          hideLabel
          size="sm"
          value={selected}
          onChange={onSelect}
          choices={[
            { value: "avatar", label: "Photo slot", icon: CircleUser },
            { value: "text", label: "Name", icon: Type, disabled: !design.include_text },
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
          <p id={helpId}>
            Drag the photo slot{design.include_text ? " or the name" : ""} to place it.
            {design.include_text ? " Tap empty space to move the name there." : ""} With the preview focused, arrow keys move the selected element (hold Shift for 10).
          </p>
          <p className="font-medium text-slate-600 tabular-nums">
            Photo slot at {design.avatar_x}, {design.avatar_y}
            {design.include_text ? ` · Name at ${design.text_x}, ${design.text_y}` : ""}
          </p>
          {ready && mayStrainPreview(background.image.width, background.image.height) ? (
            <p className="flex items-center gap-1.5 text-amber-700">
              <Info aria-hidden="true" className="size-3.5 shrink-0" />
              Preview may not work on some devices
            </p>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
