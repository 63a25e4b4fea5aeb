import type { preValidationHookHandler } from 'fastify';
import { AppError } from './app-error.ts';

const NUL = '\u0000';
const REFUSAL = 'validation.invalidCharacter';

/**
 * Refuses U+0000 anywhere in a request's path parameters, query or JSON body, naming the field: PostgreSQL text
 * cannot hold it, so it would fail the statement that stores or searches it. No person types it; one place refuses
 * it for every route, before any schema or handler sees it.
 */
export const refuseNulCharacters: preValidationHookHandler = (request, _reply, done) => {
  const field = fieldWithNul(request.params) ?? fieldWithNul(request.query) ?? fieldWithNul(request.body);
  done(field === null ? undefined : new AppError(400, REFUSAL, {}, { [field]: REFUSAL }));
};

/** The path of the first value (or name) holding a NUL, as the error handler names fields: 'nric.part1'. */
function fieldWithNul(value: unknown, path: readonly string[] = []): string | null {
  if (typeof value === 'string') return value.includes(NUL) ? fieldName(path) : null;
  if (typeof value !== 'object' || value === null) return null;
  for (const [key, item] of Object.entries(value)) {
    if (key.includes(NUL)) return fieldName([...path, key.replaceAll(NUL, '')]);
    const found = fieldWithNul(item, [...path, key]);
    if (found !== null) return found;
  }
  return null;
}

function fieldName(path: readonly string[]): string {
  return path.length > 0 ? path.join('.') : 'request';
}
