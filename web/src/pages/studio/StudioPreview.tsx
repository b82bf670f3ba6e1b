import { PreviewPanel } from "./PreviewPanel.tsx";
import type { StudioForm } from "./use-studio-form.ts";

/** The live preview, wired to the studio's form so dragging on it moves the design. */
export function StudioPreview({ studio }: { studio: StudioForm }) {
  const { form } = studio;
  return (
    <PreviewPanel
      choice={form.background}
      background={studio.background}
      design={form.design}
      sampleName={studio.sampleName}
      selected={studio.selected}
      onSelect={studio.setSelected}
      onChange={studio.updateDesign}
    />
  );
}
