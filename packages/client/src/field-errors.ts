import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from './api-error.ts';

/** The error type of a message that came from the server: already in the reader's language, shown as it is. */
export const SERVER_ERROR = 'server';

/**
 * Puts the field errors of a failed call beside their fields (`fields` in the order of the form; a server path
 * such as 'nric' lands on its first part). The first one gets the focus. Returns how many were placed.
 */
export function placeFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
): number {
  if (!(error instanceof ApiError)) return 0;
  const messages = new Map<Path<T>, string>();
  for (const [path, message] of Object.entries(error.fieldErrors)) {
    const field = fields.find((name) => name === path) ?? fields.find((name) => name.startsWith(`${path}.`));
    if (field && !messages.has(field)) messages.set(field, message);
  }
  let placed = 0;
  for (const field of fields) {
    const message = messages.get(field);
    if (message === undefined) continue;
    setError(field, { type: SERVER_ERROR, message }, { shouldFocus: placed === 0 });
    placed += 1;
  }
  return placed;
}

/**
 * The message of a failed call to show above or below the form: null when its field errors are shown beside their
 * fields already (the focus is on the first), so the same words never show twice.
 */
export function formErrorMessage(error: unknown, fields: readonly string[]): string | null {
  if (!error) return null;
  if (!(error instanceof ApiError)) return error instanceof Error ? error.message : null;
  const placed = Object.keys(error.fieldErrors).some((path) =>
    fields.some((field) => field === path || field.startsWith(`${path}.`)),
  );
  return placed ? null : error.message;
}
