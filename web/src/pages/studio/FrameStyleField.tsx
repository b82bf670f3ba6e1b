import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import type { FrameMode } from "@twend/shared";
import CircleUser from "lucide-react/icons/circle-user";
import Frame from "lucide-react/icons/frame";
import Layers from "lucide-react/icons/layers";
import { useId } from "react";
import { ChoiceGroup } from "./fields/ChoiceGroup.tsx";
import { GroupHeading } from "./GroupHeading.tsx";
import type { FrameControlRef, StudioFrame } from "./use-studio-form.ts";

/** What each style does, and why a frame over the photo cannot be chosen. */
function helpText(i18n: I18n, mode: FrameMode, transparent: boolean | null): string {
  if (mode === "overlay")
    return i18n._(msg`Your artwork is drawn over each visitor's photo, which shows through its transparent window. Visitors move and zoom the photo under it.`);
  if (transparent === false)
    return i18n._(
      msg`The photo sits in a circle or square on your artwork. Frame over photo needs artwork with a transparent window (a PNG exported with a transparent background); this image has none.`,
    );
  if (transparent === null)
    return i18n._(
      msg`The photo sits in a circle or square on your artwork. Frame over photo needs artwork with a transparent window (a PNG exported with a transparent background).`,
    );
  return i18n._(msg`The photo sits in a circle or square on top of your artwork.`);
}

/** The frame style: the photo in a slot on the artwork, or under artwork that has a transparent window. */
export function FrameStyleField({ mode, frame, controlRef }: { mode: FrameMode; frame: StudioFrame; controlRef: FrameControlRef }) {
  const { i18n, t } = useLingui();
  const helpId = useId();
  return (
    <section ref={controlRef}>
      <GroupHeading icon={Frame}>
        <Trans>Frame style</Trans>
      </GroupHeading>
      <div className="mt-4">
        <ChoiceGroup
          label={t`Frame style`}
          hideLabel
          value={mode}
          onChange={frame.choose}
          describedBy={helpId}
          choices={[
            { value: "slot", label: t`Photo slot`, icon: CircleUser },
            { value: "overlay", label: t`Frame over photo`, icon: Layers, disabled: frame.transparent !== true },
          ]}
        />
      </div>
      <p id={helpId} className="mt-2 text-sm text-slate-500">
        {helpText(i18n, mode, frame.transparent)}
      </p>
    </section>
  );
}
