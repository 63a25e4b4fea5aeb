import type { CatalogKey } from '@sinar/domain';

/**
 * An error the client should see: an HTTP status and a catalog key, translated into the request's language by
 * the error handler. Anything else that escapes a handler is a 500 with a generic text.
 */
export class AppError extends Error {
  readonly statusCode: number;
  readonly key: CatalogKey;
  readonly params: Record<string, unknown>;
  /** Each field's catalog key, by the field's path. */
  readonly fieldErrors: Record<string, CatalogKey> | undefined;

  constructor(
    statusCode: number,
    key: CatalogKey,
    params: Record<string, unknown> = {},
    fieldErrors?: Record<string, CatalogKey>,
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
  key: CatalogKey,
  params?: Record<string, unknown>,
  fieldErrors?: Record<string, CatalogKey>,
) => new AppError(400, key, params, fieldErrors);
export const notFound = (key: CatalogKey = 'errors.notFound', params?: Record<string, unknown>) =>
  new AppError(404, key, params);
export const conflict = (key: CatalogKey = 'errors.conflict', params?: Record<string, unknown>) =>
  new AppError(409, key, params);
export const forbidden = (key: CatalogKey = 'errors.forbidden') => new AppError(403, key);
