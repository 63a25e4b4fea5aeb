import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Every request and response schema lives in this folder, by area, and so does every form's: the server validates
 * with the schema the browser parses and fills in, so neither side can drift. These checks fail when an app declares
 * a zod schema of its own again. What no other side reads may stay where it is used, named below with the reason.
 */
const REPOSITORY_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const SOURCE_FOLDERS = ['apps/server/src', 'apps/web/src', 'apps/backoffice/src', 'packages/client/src'];

const OWN_SCHEMAS: Readonly<Record<string, string>> = {
  'apps/server/src/config/config.ts': "the server's configuration, read from its environment",
  'apps/server/src/security/human-check.ts': "the human check's own token format",
  'apps/server/src/modules/review/telecom-facts-view.ts':
    "the telecom operator's facts as the eligibility check stored them",
  'apps/server/src/providers/direct-debit/sandbox-fpx-bank-routes.ts':
    "the FPX sandbox bank's own page and form, an external system's that no app of ours calls",
  'apps/server/src/providers/payment-gateway/sandbox-gateway-page-routes.ts':
    "the payment gateway sandbox's own page and form, an external system's that no app of ours calls",
  'apps/server/src/providers/jompay/sandbox-jompay-page-routes.ts':
    "the JomPAY sandbox bank's own page, form and file, an external system's that no app of ours calls",
};

/** A zod builder's call (`z.object(`, `z.iso.date(`), not a type (`z.infer<`, `z.ZodType`). */
const SCHEMA_BUILDER = /\bz\.(?:[a-z]\w*\.)*[a-z]\w*\(/;

async function sourceFiles(directory: string): Promise<string[]> {
  const entries = await readdir(directory, { withFileTypes: true }).catch(() => []);
  const nested = await Promise.all(
    entries.map((entry) => {
      const full = path.join(directory, entry.name);
      if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(full);
      return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
    }),
  );
  return nested.flat();
}

describe('the contracts of the API and the forms', () => {
  it.each(['z.object({ id: z.uuid() })', 'const take = z.coerce.number().int();', 'z.iso.date()'])(
    'are told apart from their uses: %s declares a schema',
    (code) => {
      expect(SCHEMA_BUILDER.test(code)).toBe(true);
    },
  );

  it.each([
    'type Form = z.infer<typeof schema>;',
    'schema as z.ZodType<Item[]>',
    'userProfileSchema.parse(x)',
  ])('are told apart from their uses: %s does not', (code) => {
    expect(SCHEMA_BUILDER.test(code)).toBe(false);
  });

  it('are declared in packages/domain, not in an app', async () => {
    const declared: string[] = [];
    for (const folder of SOURCE_FOLDERS) {
      for (const file of await sourceFiles(path.join(REPOSITORY_ROOT, folder))) {
        const relative = path.relative(REPOSITORY_ROOT, file);
        if (relative in OWN_SCHEMAS) continue;
        const lines = (await readFile(file, 'utf8')).split('\n');
        lines.forEach((line, index) => {
          if (SCHEMA_BUILDER.test(line)) declared.push(`${relative}:${index + 1}: ${line.trim()}`);
        });
      }
    }
    expect(declared).toEqual([]);
  });

  it('leave an app a schema of its own only where it still has one', async () => {
    for (const file of Object.keys(OWN_SCHEMAS)) {
      const text = await readFile(path.join(REPOSITORY_ROOT, file), 'utf8');
      expect(SCHEMA_BUILDER.test(text), file).toBe(true);
    }
  });
});
