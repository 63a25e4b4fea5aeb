import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { catalogKeys } from './catalog-shape.ts';
import { en } from './en.ts';
import { enJourney } from './en-journey.ts';

const REPOSITORY_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const SOURCE_DIRS = ['packages/domain/src', 'packages/client/src', 'apps/server/src', 'apps/web/src'];
const ALL_KEYS = [...catalogKeys(en), ...catalogKeys(enJourney)];
const AREAS = [...Object.keys(en), ...Object.keys(enJourney)].join('|');
/** A quoted string that starts with a catalog area and has no placeholder or space: 'errors.invalidPostcode'. */
const KEY_LITERAL = new RegExp(`['"\`]((?:${AREAS})\\.[A-Za-z0-9_.]+)['"\`]`, 'g');

async function sourceFiles(directory: string): Promise<string[]> {
  const entries = await readdir(directory, { withFileTypes: true }).catch(() => []);
  const nested = await Promise.all(
    entries.map((entry) => {
      const full = path.join(directory, entry.name);
      if (entry.isDirectory())
        return entry.name === 'node_modules' || entry.name === 'i18n' ? [] : sourceFiles(full);
      return /\.(ts|tsx)$/.test(entry.name) ? [full] : [];
    }),
  );
  return nested.flat();
}

describe('catalog keys used in the code', () => {
  it('all exist in the catalog, so no screen or response shows a raw key', async () => {
    const known = new Set(ALL_KEYS);
    // A key read with a wording context or a plural suffix exists as its base form.
    const exists = (key: string) =>
      known.has(key) || ALL_KEYS.some((candidate) => candidate.startsWith(`${key}_`));
    const missing: string[] = [];
    for (const dir of SOURCE_DIRS) {
      for (const file of await sourceFiles(path.join(REPOSITORY_ROOT, dir))) {
        // Comments may name a group of keys ('under `identity.placeOfBirth`'); only code counts.
        const text = (await readFile(file, 'utf8'))
          .replace(/\/\*[\s\S]*?\*\//g, '')
          .replace(/^\s*\/\/.*$/gm, '');
        for (const [, key] of text.matchAll(KEY_LITERAL)) {
          // A key prefix ending in '.' is completed at run time; those are checked where they are built.
          if (key && !key.endsWith('.') && !exists(key))
            missing.push(`${path.relative(REPOSITORY_ROOT, file)}: ${key}`);
        }
      }
    }
    expect(missing).toEqual([]);
  });
});
