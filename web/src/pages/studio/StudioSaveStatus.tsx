import { SaveStatus } from "./SaveStatus.tsx";
import type { StudioJob } from "./studio-slots.ts";
import type { StudioForm } from "./use-studio-form.ts";

/** The create's or save's status; the upload's progress counts only when a new background is being sent. */
export function StudioSaveStatus({ studio, job }: { studio: StudioForm; job: StudioJob }) {
  return <SaveStatus error={job.error} progress={job.progress} uploading={studio.form.background?.kind === "upload"} />;
}
