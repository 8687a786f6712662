import { ApiError, buildUrl, useSession, type QueryValue } from '@storedesk/shared';

export interface DownloadProgress {
  received: number;
  /** From Content-Length; null while the server streams without one (reports do). */
  total: number | null;
}

export interface DownloadedFile {
  blob: Blob;
  /** From Content-Disposition; null when the server sent none. */
  fileName: string | null;
}

/** `attachment; filename="a.xlsx"` (or filename*=UTF-8''a.xlsx) -> 'a.xlsx'. */
export function fileNameFromDisposition(header: string | null): string | null {
  if (!header) return null;
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(header);
  if (encoded) return decodeURIComponent(encoded[1]);
  const plain = /filename="?([^";]+)"?/i.exec(header);
  return plain ? plain[1] : null;
}

/**
 * GET a file, reading the body as a stream so the screen can show the bytes as they arrive. The shared api
 * client answers a whole blob at the end, which would leave a large report without any progress; this uses the
 * same base address and token. A failed call throws ApiError with the server's {message, title}.
 */
export async function streamDownload(
  path: string,
  query: Record<string, QueryValue>,
  onProgress: (progress: DownloadProgress) => void,
  signal?: AbortSignal,
): Promise<DownloadedFile> {
  const token = useSession.getState().token;
  const response = await fetch(buildUrl(path, query), {
    headers: token ? { 'x-auth-token': token } : {},
    signal,
  });
  if (!response.ok) {
    const payload = (await response.json().catch(() => null)) as { message?: string; title?: string } | null;
    throw new ApiError(
      response.status,
      payload?.message ?? `The server answered ${response.status}.`,
      payload?.title ?? 'Error',
    );
  }
  const length = Number(response.headers.get('content-length'));
  const total = Number.isFinite(length) && length > 0 ? length : null;
  const chunks: Uint8Array[] = [];
  let received = 0;
  onProgress({ received, total });
  if (response.body) {
    const reader = response.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
      received += value.byteLength;
      onProgress({ received, total });
    }
  }
  return {
    blob: new Blob(chunks as BlobPart[], {
      type: response.headers.get('content-type') ?? 'application/octet-stream',
    }),
    fileName: fileNameFromDisposition(response.headers.get('content-disposition')),
  };
}
