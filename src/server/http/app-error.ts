import { DEFAULT_ERROR_CODES, type ApiErrorBody, type ErrorCode } from '#shared/schemas/errors.ts';

type Details = Omit<ApiErrorBody, 'code' | 'message'>;

/**
 * The one error type domain code throws: an HTTP status, a stable machine code (src/shared/schemas/errors.ts;
 * by default the status's generic one) and a message safe to show to the user.
 */
export class AppError extends Error {
  override readonly name = 'AppError';
  readonly code: ErrorCode;
  readonly headers: Record<string, string>;
  readonly details: Details;

  constructor(
    readonly statusCode: number,
    message: string,
    options: { code?: ErrorCode; headers?: Record<string, string>; details?: Details } = {},
  ) {
    super(message);
    this.code = options.code ?? DEFAULT_ERROR_CODES[statusCode] ?? 'internal';
    this.headers = options.headers ?? {};
    this.details = options.details ?? {};
  }

  toBody(): ApiErrorBody {
    return { ...this.details, code: this.code, message: this.message };
  }
}

export const notFound = (what = 'Resource') => new AppError(404, `${what} not found`);
export const badRequest = (message: string) => new AppError(400, message);
