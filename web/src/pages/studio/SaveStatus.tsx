import { FormMessage } from "../../components/ui/FormMessage.tsx";
import { UploadProgress } from "./UploadProgress.tsx";

interface SaveStatusProps {
  error: string | null;
  /** Upload share while a new background is being sent; null otherwise. */
  progress: number | null;
  uploading: boolean;
}

/** What a create or save is doing: the upload's progress while it runs, the reason when it failed. */
export function SaveStatus({ error, progress, uploading }: SaveStatusProps) {
  return (
    <div className="space-y-3">
      {uploading && progress !== null ? <UploadProgress progress={progress} /> : null}
      <FormMessage>{error}</FormMessage>
    </div>
  );
}
