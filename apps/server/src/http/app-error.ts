/**
 * An error the client should see: an HTTP status and a catalog key, translated into the request's language by
 * the error handler. Anything else that escapes a handler is a 500 with a generic text.
 */
export class AppError extends Error {
  readonly statusCode: number;
  readonly key: string;
  readonly params: Record<string, unknown>;
  readonly fieldErrors: Record<string, string> | undefined;

  constructor(
    statusCode: number,
    key: string,
    params: Record<string, unknown> = {},
    fieldErrors?: Record<string, string>,
  ) {
    super(key);
    this.name = 'AppError';
    this.statusCode = statusCode;
    this.key = key;
    this.params = params;
    this.fieldErrors = fieldErrors;
  }
}

export const badRequest = (
  key: string,
  params?: Record<string, unknown>,
  fieldErrors?: Record<string, string>,
) => new AppError(400, key, params, fieldErrors);
export const notFound = (key = 'errors.notFound', params?: Record<string, unknown>) =>
  new AppError(404, key, params);
export const conflict = (key = 'errors.conflict', params?: Record<string, unknown>) =>
  new AppError(409, key, params);
export const forbidden = (key = 'errors.forbidden') => new AppError(403, key);
