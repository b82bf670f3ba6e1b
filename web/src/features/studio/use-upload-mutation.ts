import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { uploadingClient } from "./uploading-client.ts";

type UploadingClient = ReturnType<typeof uploadingClient>;

interface UploadMutationOptions<TInput, TOutput> {
  /**
   * Prepares the call (checks, reading files), then sends it through `startUpload`'s client: the
   * progress bar starts at that point, not while the browser is still reading a file.
   */
  send: (input: TInput, startUpload: () => UploadingClient) => Promise<TOutput>;
  onSuccess?: (output: TOutput) => unknown;
  /** By default a failure is traced in the console; the screen shows it from the mutation's error. */
  onError?: (error: Error) => void;
}

/**
 * A mutation whose call carries a large body (a background, a ZIP of photos), sent through a
 * client of its own so the share sent so far can fill a progress bar.
 */
export function useUploadMutation<TInput, TOutput>({ send, onSuccess, onError = (error) => console.error(error) }: UploadMutationOptions<TInput, TOutput>) {
  // Share of the body sent so far, or null when no upload is running.
  const [progress, setProgress] = useState<number | null>(null);
  const mutation = useMutation({
    mutationFn: (input: TInput) =>
      send(input, () => {
        setProgress(0);
        return uploadingClient(setProgress);
      }),
    onSuccess,
    onError,
    onSettled: () => setProgress(null),
  });
  return { mutation, progress };
}
