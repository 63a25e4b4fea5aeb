import type { z } from 'zod';
import { catalogKeys } from '../i18n/catalog-shape.ts';
import { en } from '../i18n/en.ts';
import { formIssues } from './form-issues.ts';

/** Helpers for the tests of form schemas and validators; not part of the package's API. */

const CATALOG_KEYS = new Set(catalogKeys(en));

/** Throws when a message key has no text in the catalog, so a test that reads a key also proves it exists. */
export function inCatalog(key: string): string {
  if (!CATALOG_KEYS.has(key)) throw new Error(`'${key}' is not in the catalog`);
  return key;
}

/** The problems `schema` finds in `input`, as 'path:key' lines in the schema's order. */
export function problemsOf(schema: z.ZodType, input: unknown): string[] {
  const result = schema.safeParse(input);
  if (result.success) return [];
  return formIssues(result.error).map(({ path, key }) => `${path}:${inCatalog(key)}`);
}
