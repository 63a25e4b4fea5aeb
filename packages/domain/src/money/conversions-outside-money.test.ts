import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Sen become ringgit and back only in this folder (parseRinggit, ringgitInputText, formatRinggit, senToRinggit,
 * ringgit), from the digits. Elsewhere a `* 100` or `/ 100` is a second, floating-point copy of that conversion, so
 * this scans every source and test of the apps, packages and journeys for one.
 */
const REPOSITORY_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const MONEY_FOLDER = 'packages/domain/src/money/';
const SCANNED = ['apps', 'packages', 'e2e'];
const SKIPPED_FOLDERS = new Set(['node_modules', 'dist', 'data', 'test-results', 'playwright-report']);

/** x * 100, x / 100, x % 100, 100 * x (with or without spaces), and the money folder's own constant. */
const CONVERSION = /[*/%]\s*100(?![\d_.])|(?<![\w.])100\s*\*|\bSEN_PER_RINGGIT\b/;

/** Hundreds that are not money: each by its file and the code that holds it. */
const NOT_MONEY: readonly { file: string; code: string; reason: string }[] = [
  {
    file: 'apps/web/src/components/ui/range-field.tsx',
    code: '((value - min) / (max - min)) * 100',
    reason: "the slider's filled share of its track, in per cent",
  },
  {
    file: 'apps/web/src/features/documents/api/upload-file.ts',
    code: '(event.loaded / event.total) * 100',
    reason: "an upload's progress, in per cent",
  },
  {
    file: 'apps/server/src/modules/agreements/pdf/agreement-pdf.ts',
    code: 'lateRateBp / 100',
    reason: "basis points as the late-payment formula's rate per hundred (800 -> 8)",
  },
  {
    file: 'e2e/support/journey-helpers.ts',
    code: 'Math.random() * 100',
    reason: 'random shades that make a test photo unique',
  },
  {
    file: 'e2e/scripts/lighthouse-figures.ts',
    code: 'Math.round(value * 100)',
    reason: "Lighthouse's performance score, 0 to 1, as the 0 to 100 it is known by",
  },
];

async function sourceFiles(directory: string): Promise<string[]> {
  const entries = await readdir(directory, { withFileTypes: true }).catch(() => []);
  const nested = await Promise.all(
    entries.map((entry) => {
      const full = path.join(directory, entry.name);
      if (entry.isDirectory()) return SKIPPED_FOLDERS.has(entry.name) ? [] : sourceFiles(full);
      return /\.(ts|tsx)$/.test(entry.name) ? [full] : [];
    }),
  );
  return nested.flat();
}

/** Comments may explain a conversion ('1234.56 * 100 = 123455.99999999999'); only code counts. */
function withoutComments(text: string): string {
  return text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|\s)\/\/.*$/gm, '$1');
}

/** A formula written out for the reader ('R = 8/100 x D/365 x S') is text, not a conversion: only code counts. */
function withoutStringLiterals(line: string): string {
  return line.replace(/'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"/g, "''");
}

async function conversionsOutsideMoney(): Promise<string[]> {
  const found: string[] = [];
  for (const folder of SCANNED) {
    for (const file of await sourceFiles(path.join(REPOSITORY_ROOT, folder))) {
      const relative = path.relative(REPOSITORY_ROOT, file).split(path.sep).join('/');
      if (relative.startsWith(MONEY_FOLDER)) continue;
      const lines = withoutComments(await readFile(file, 'utf8')).split('\n');
      for (const line of lines) {
        if (!CONVERSION.test(withoutStringLiterals(line))) continue;
        if (NOT_MONEY.some((allowed) => allowed.file === relative && line.includes(allowed.code))) continue;
        found.push(`${relative}: ${line.trim()}`);
      }
    }
  }
  return found;
}

describe('sen and ringgit conversions', () => {
  it('happen only in the money folder', async () => {
    expect(await conversionsOutsideMoney()).toEqual([]);
  });

  it('allow each known hundred that is not money where it still is', async () => {
    const stale: string[] = [];
    for (const allowed of NOT_MONEY) {
      const text = await readFile(path.join(REPOSITORY_ROOT, allowed.file), 'utf8').catch(() => '');
      if (!text.includes(allowed.code)) stale.push(`${allowed.file}: ${allowed.code}`);
    }
    expect(stale).toEqual([]);
  });

  it.each([
    'const sen = value * 100;',
    'min={first / 100}',
    'const cents = sen % 100;',
    'return 100*ringgit;',
    'total * SEN_PER_RINGGIT',
  ])('would find %j', (line) => {
    expect(CONVERSION.test(line)).toBe(true);
  });

  it.each(['const max = 100_000;', 'x / 1000', 'sen * 10_000', 'maxLength(100)', 'y = 1.100 * 2'])(
    'would not take %j for a conversion',
    (line) => {
      expect(CONVERSION.test(line)).toBe(false);
    },
  );
});
