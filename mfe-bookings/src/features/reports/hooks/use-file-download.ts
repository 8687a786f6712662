import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import type { DownloadProgress } from '../api/stream-download';

/**
 * A download as a mutation (it changes nothing on the server, but it is an action the user starts, with a
 * pending and a failed state) plus the bytes received so far, for the progress display.
 */
export function useFileDownload<TInput>(
  download: (input: TInput, onProgress: (progress: DownloadProgress) => void) => Promise<string>,
) {
  const [progress, setProgress] = useState<DownloadProgress | null>(null);
  const mutation = useMutation({
    mutationFn: (input: TInput) => {
      setProgress({ received: 0, total: null });
      return download(input, setProgress);
    },
  });
  return { ...mutation, progress: mutation.isPending ? progress : null };
}
