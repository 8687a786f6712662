/** A remote whose code could not be fetched or started; RemoteBoundary shows it with a Retry button. */
export class RemoteLoadError extends Error {
  constructor(
    readonly remote: string,
    override readonly cause?: unknown,
  ) {
    super(`The remote "${remote}" could not be loaded${cause instanceof Error ? `: ${cause.message}` : '.'}`);
    this.name = 'RemoteLoadError';
  }
}
