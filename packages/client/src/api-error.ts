/**
 * A failed API call as the user reads it: the server's `{ message }` (already in the reader's language), else a
 * generic text naming what failed; and the server's field errors, by field path, to show beside their fields.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly fieldErrors: Readonly<Record<string, string>>;

  constructor(input: { status: number; message: string; fieldErrors?: Record<string, string> }) {
    super(input.message);
    this.name = 'ApiError';
    this.status = input.status;
    this.fieldErrors = input.fieldErrors ?? {};
  }
}

/** Status 0: the request never got an HTTP answer (offline, DNS, CORS, aborted by the network). */
export const NETWORK_ERROR_STATUS = 0;
