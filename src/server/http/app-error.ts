/** The one error type domain code throws: an HTTP status and a message safe to show to the user. */
export class AppError extends Error {
  override readonly name = 'AppError';
  constructor(
    readonly statusCode: number,
    message: string,
    readonly headers: Record<string, string> = {},
    /** Extra JSON fields sent next to the message, e.g. an upgrade path. */
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

export const notFound = (what = 'Resource') => new AppError(404, `${what} not found`);
export const badRequest = (message: string) => new AppError(400, message);
