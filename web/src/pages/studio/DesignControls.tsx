import { Trans, useLingui } from "@lingui/react/macro";
import { fontStack } from "@twend/composition";
import { FONTS, LIMITS, type FontName } from "@twend/shared";
import { clsx } from "clsx";
import Circle from "lucide-react/icons/circle";
import CircleUser from "lucide-react/icons/circle-user";
import Square from "lucide-react/icons/square";
import Type from "lucide-react/icons/type";
import { FrameStyleField } from "./FrameStyleField.tsx";
import { GroupHeading } from "./GroupHeading.tsx";
import type { FrameControlRef, StudioFrame } from "./use-studio-form.ts";
import { Switch } from "../../components/ui/Switch.tsx";
import { TextField } from "../../components/ui/TextField.tsx";
import type { Design } from "../../features/studio/campaign-form.ts";
import { resizeAvatar } from "../../features/studio/design-geometry.ts";
import { ChoiceGroup } from "./fields/ChoiceGroup.tsx";
import { ColorField } from "./fields/ColorField.tsx";
import { RangeField } from "./fields/RangeField.tsx";
import { SelectField } from "../../components/ui/SelectField.tsx";

interface DesignControlsProps {
  design: Design;
  onChange: (patch: Partial<Design>) => void;
  sampleName: string;
  onSampleNameChange: (name: string) => void;
  frame: StudioFrame;
  frameControlRef: FrameControlRef;
}

/** The frame style, then everything about the slot and the name that is not position (within the API's ranges). */
export function DesignControls({ design, onChange, sampleName, onSampleNameChange, frame, frameControlRef }: DesignControlsProps) {
  const { t } = useLingui();
  const textOff = !design.include_text;
  const slotOff = design.frame_mode === "overlay";
  return (
    <div className="space-y-8">
      <FrameStyleField mode={design.frame_mode} frame={frame} controlRef={frameControlRef} />

      <section className="space-y-5">
        <GroupHeading icon={CircleUser}>
          <Trans>Photo slot</Trans>
        </GroupHeading>
        {slotOff ? (
          <p className="text-sm text-slate-500">
            <Trans>Not used with a frame over the photo: the photo fills the whole design, under your artwork.</Trans>
          </p>
        ) : null}
        <div className={clsx("space-y-5 transition-opacity", slotOff && "opacity-50")}>
          <RangeField
            label={t`Avatar size`}
            value={design.avatar_size}
            min={LIMITS.avatarSize.min}
            max={LIMITS.avatarSize.max}
            onChange={(size) => onChange(resizeAvatar(design, size))}
            disabled={slotOff}
          />
          <ChoiceGroup
            label={t`Shape`}
            value={design.avatar_shape}
            onChange={(avatar_shape) => onChange({ avatar_shape })}
            choices={[
              { value: "circle", label: t`Circle`, icon: Circle },
              { value: "square", label: t`Square`, icon: Square },
            ]}
            disabled={slotOff}
          />
          <ColorField label={t`Border colour`} value={design.avatar_color} onChange={(avatar_color) => onChange({ avatar_color })} disabled={slotOff} />
        </div>
      </section>

      <section className="space-y-5">
        <GroupHeading icon={Type}>
          <Trans>Name text</Trans>
        </GroupHeading>
        <Switch
          label={t`Include the visitor's name`}
          description={t`Visitors type their name and it is drawn on the picture.`}
          checked={design.include_text}
          onChange={(include_text) => onChange({ include_text })}
        />
        <div className={clsx("space-y-5 transition-opacity", textOff && "opacity-50")}>
          <SelectField<FontName>
            label={t`Font`}
            value={design.text_font}
            options={FONTS}
            onChange={(text_font) => onChange({ text_font })}
            fontOf={fontStack}
            disabled={textOff}
          />
          <RangeField
            label={t`Text size`}
            value={design.text_size}
            min={LIMITS.textSize.min}
            max={LIMITS.textSize.max}
            onChange={(text_size) => onChange({ text_size })}
            disabled={textOff}
          />
          <ColorField label={t`Text colour`} value={design.text_color} onChange={(text_color) => onChange({ text_color })} disabled={textOff} />
          <TextField
            label={t`Sample name`}
            hint={t`Only for this preview; each visitor types their own.`}
            value={sampleName}
            onChange={(event) => onSampleNameChange(event.target.value)}
            maxLength={60}
            disabled={textOff}
          />
        </div>
      </section>
    </div>
  );
}
