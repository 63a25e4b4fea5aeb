import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The variants differ by the registry's data (variants.ts), looked up by key: no code outside the registry decides
 * by comparing a name with 'islamic' or 'conventional', or a path with the Islamic prefix. A path or a login method
 * is mapped to its variant through the registry (`variantOfPath`, `variantOfLoginMethod`), and what differs is read
 * from `VARIANT_RULES[variant]` (path prefix, wording context, login tabs, fees). The journeys in e2e/ are left out:
 * they state what each variant should show.
 */
const REPOSITORY_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const SOURCE_FOLDERS = [
  'packages/domain/src',
  'packages/client/src',
  'apps/server/src',
  'apps/web/src',
  'apps/backoffice/src',
];
const REGISTRY = 'packages/domain/src/variant/variants.ts';
const TEST_FILE = /\.test\.tsx?$/;

const NAME = "'(?:islamic|conventional)'";
const BRANCHES: readonly (readonly [kind: string, pattern: RegExp])[] = [
  ['a comparison with a variant name', new RegExp(String.raw`[!=]==?\s*${NAME}|${NAME}\s*[!=]==?`)],
  ['a case of a variant name', new RegExp(String.raw`\bcase\s+${NAME}\s*:`)],
  ['a ternary that picks a variant name', new RegExp(String.raw`\?\s*${NAME}\s*:`)],
  ['a comparison with the Islamic path', /[!=]==?\s*ISLAMIC_PATH\b|\bISLAMIC_PATH\s*[!=]==?/],
];

/** The branches on a line of code, by kind; comments may speak of them. */
function branchesOn(line: string): string[] {
  if (/^\s*(\/\/|\/?\*)/.test(line)) return [];
  return BRANCHES.filter(([, pattern]) => pattern.test(line)).map(([kind]) => kind);
}

async function sourceFiles(directory: string): Promise<string[]> {
  const entries = await readdir(directory, { withFileTypes: true }).catch(() => []);
  const nested = await Promise.all(
    entries.map((entry) => {
      const full = path.join(directory, entry.name);
      if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(full);
      return /\.tsx?$/.test(entry.name) && !TEST_FILE.test(entry.name) ? [full] : [];
    }),
  );
  return nested.flat();
}

describe('branches on the variant', () => {
  it.each([
    "const variant = application?.applicationType === 'islamic' ? '&variant=islamic' : '';",
    "if ('conventional' !== variant) return;",
    "    case 'islamic':",
    "const context = isIslamic ? 'islamic' : undefined;",
    'const base = pathname === ISLAMIC_PATH ? ISLAMIC_PATH : "";',
  ])('are recognised: %s', (line) => {
    expect(branchesOn(line)).not.toEqual([]);
  });

  it.each([
    "if (user.loginMethod === 'partner') return PAGES.smeHome;",
    "if (entry.twins === 'islamic+brand') paths.push(path);",
    "const tab: 'conventional' | 'islamic' = 'islamic';",
    "const home = { [ISLAMIC_PATH]: 'islamic' };",
    " * it never branches on `variant === 'islamic'`.",
  ])('are not seen in what only names a variant: %s', (line) => {
    expect(branchesOn(line)).toEqual([]);
  });

  it('appear nowhere outside the variant registry', async () => {
    const found: string[] = [];
    for (const folder of SOURCE_FOLDERS) {
      for (const file of await sourceFiles(path.join(REPOSITORY_ROOT, folder))) {
        const relative = path.relative(REPOSITORY_ROOT, file);
        if (relative === REGISTRY) continue;
        const lines = (await readFile(file, 'utf8')).split('\n');
        lines.forEach((line, index) => {
          for (const kind of branchesOn(line))
            found.push(`${relative}:${index + 1}: ${kind}: ${line.trim()}`);
        });
      }
    }
    expect(found).toEqual([]);
  });
});
