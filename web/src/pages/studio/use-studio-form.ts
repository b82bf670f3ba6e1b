import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import type { FrameMode } from "@twend/shared";
import { useRef, useState } from "react";
import type { CampaignForm, Design } from "../../features/studio/campaign-form.ts";
import { type DesignTarget, movableTargets } from "../../features/studio/design-geometry.ts";
import { frameModeForBackground } from "../../features/studio/frame-mode-choice.ts";
import { useBackgroundTransparency } from "../../features/studio/use-background-transparency.ts";
import { useDecodedBackground } from "../../features/studio/use-decoded-background.ts";

/** The name drawn on the preview until the creator types one: a stand-in for each visitor's, in the creator's language. */
const SAMPLE_NAME = msg`Your Name`;

type FormPatch = Partial<Omit<CampaignForm, "design">>;

/**
 * The state both studios share: the form, the decoded background, the preview's sample name and
 * selection, and the frame style. `isNewTwend`: a background with a transparent window makes a
 * new Twend a frame over the photo at once; a stored one is only offered it.
 */
export function useStudioForm(initial: () => CampaignForm, isNewCampaign: boolean) {
  const { i18n } = useLingui();
  const [form, setForm] = useState<CampaignForm>(initial);
  const [sampleName, setSampleName] = useState(() => i18n._(SAMPLE_NAME));
  const [selected, setSelected] = useState<DesignTarget>("avatar");
  const background = useDecodedBackground(form.background);
  const transparent = useBackgroundTransparency(background);
  const [measured, setMeasured] = useState<ImageBitmap | null>(null);
  const [proposing, setProposing] = useState(false);
  const frameControl = useRef<HTMLElement>(null);

  const image = background.status === "ready" ? background.image : null;
  if (image !== null && transparent !== null && image !== measured) {
    // Decided in the render that first sees the decoded background, so the preview never draws it in the style it is about to leave.
    setMeasured(image);
    const choice = frameModeForBackground(transparent, form.design.frame_mode, isNewCampaign);
    setForm((current) => ({ ...current, design: { ...current.design, frame_mode: choice.mode } }));
    setProposing(choice.propose);
  }

  const movable = movableTargets(form.design);
  return {
    form,
    background,
    sampleName,
    setSampleName,
    /** What the arrow keys move: the chosen element while it can be moved, else the other one, else nothing. */
    selected: movable.includes(selected) ? selected : (movable[0] ?? null),
    setSelected,
    /** The frame style control, where the keyboard carries on once the notice has been answered. */
    frameControlRef: frameControl,
    frame: {
      /** Whether the background has a transparent window; null until it is decoded. */
      transparent,
      /** The notice asking whether the artwork should be a frame over the photo is showing. */
      proposing,
      choose(frame_mode: FrameMode) {
        setForm((current) => ({ ...current, design: { ...current.design, frame_mode } }));
        setProposing(false);
      },
    },
    update: (patch: FormPatch) => setForm((current) => ({ ...current, ...patch })),
    updateDesign: (patch: Partial<Design>) => setForm((current) => ({ ...current, design: { ...current.design, ...patch } })),
    reset: () => {
      setForm(initial());
      setSampleName(i18n._(SAMPLE_NAME));
      setSelected("avatar");
      setProposing(false);
    },
  };
}

export type StudioForm = ReturnType<typeof useStudioForm>;
export type StudioFrame = StudioForm["frame"];
export type FrameControlRef = StudioForm["frameControlRef"];
