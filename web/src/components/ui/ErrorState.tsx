import TriangleAlert from "lucide-react/icons/triangle-exclamation-point";
import { RetryButton } from "./RetryButton.tsx";

interface ErrorStateProps {
  message: string;
  onRetry: () => void;
  retrying?: boolean;
}

export function ErrorState({ message, onRetry, retrying = false }: ErrorStateProps) {
  return (
    <div
      role="alert"
      className="flex flex-col items-center gap-4 rounded-2xl border border-rose-200 bg-rose-50/70 px-6 py-10 text-center sm:flex-row sm:justify-between sm:text-start"
    >
      <div className="flex flex-col items-center gap-3 sm:flex-row">
        <TriangleAlert aria-hidden="true" className="size-6 shrink-0 text-rose-600" />
        <p className="text-sm font-medium text-rose-900">{message}</p>
      </div>
      <RetryButton variant="secondary" size="sm" onRetry={onRetry} retrying={retrying} />
    </div>
  );
}
