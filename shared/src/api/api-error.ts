/** A failed call: the server's {message, title} (or a plain-words fallback) and the HTTP status (0 = no answer). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly title: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}
