import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Both React apps take their session, API client, i18n, query client, test set-up and base styles from this
 * package; these checks fail when an app grows its own copy again, stops using a shared piece, or reaches into a
 * place it must not (another app, another feature, this package's files by path).
 */
const REPOSITORY_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const APPS = ['web', 'backoffice'] as const;

interface SourceFile {
  readonly path: string;
  readonly text: string;
}

async function filesUnder(directory: string): Promise<string[]> {
  const entries = await readdir(directory, { withFileTypes: true }).catch(() => []);
  const nested = await Promise.all(
    entries.map((entry) => {
      const full = path.join(directory, entry.name);
      return entry.isDirectory() ? filesUnder(full) : [full];
    }),
  );
  return nested.flat();
}

async function appFiles(app: string, pattern: RegExp): Promise<SourceFile[]> {
  const paths = (await filesUnder(path.join(REPOSITORY_ROOT, 'apps', app, 'src'))).filter((file) =>
    pattern.test(file),
  );
  return Promise.all(paths.map(async (file) => ({ path: file, text: await readFile(file, 'utf8') })));
}

const CODE = /\.(ts|tsx)$/;
const TEST = /\.test\.(ts|tsx)$/;
const relative = (file: string) => path.relative(REPOSITORY_ROOT, file);

/** What only this package writes, by a line that gives each piece away. */
const SHARED_CODE: readonly (readonly [piece: string, signature: RegExp])[] = [
  ['the API error type', /class ApiError\b/],
  ['the API client', /function errorFromResponse|status === 401 && session/],
  ['the refresh call', /tokenPairSchema\.safeParse/],
  ['the refresh lock', /navigator\.locks/],
  ['the guarded web storage', /interface KeyValueStorage/],
  ['the idle time-out', /IDLE_TIMEOUT_MS\s*=/],
  ['the cross-tab logout', /new BroadcastChannel\(|addEventListener\('storage'/],
  ['the i18n set-up', /initReactI18next|type: 'backend'/],
  ['the language switcher', /aria-pressed=\{option === language\}/],
  ['the query client', /new QueryClient\(/],
  ['the axe helper', /axe\.run\(/],
  ['the console check of the test set-up', /spyOn\(console/],
];

const SHARED_STYLES: readonly (readonly [piece: string, signature: RegExp])[] = [
  ['the spacing scale', /--space-1:/],
  ['the type faces', /--font-sans:/],
  ['the visually hidden text', /^\.visually-hidden\s*\{/m],
  ['the box sizing', /box-sizing:\s*border-box/],
];

/** The modules each app must take from here. */
const REQUIRED_IMPORTS = [
  '@sinar/client/api-client',
  '@sinar/client/api-error',
  '@sinar/client/token-store',
  '@sinar/client/token-refresh',
  '@sinar/client/request-token-pair',
  '@sinar/client/idle-timeout',
  '@sinar/client/cross-tab-logout',
  '@sinar/client/i18n',
  '@sinar/client/language',
  '@sinar/client/language-switcher',
  '@sinar/client/query-client',
  '@sinar/client/storage',
  '@sinar/client/test/axe',
  '@sinar/client/styles/tokens.css',
  '@sinar/client/styles/base.css',
] as const;

const IMPORT = /(?:import|export)\s[^'"]*?from\s*'([^']+)'|import\(\s*'([^']+)'\s*\)|import\s+'([^']+)'/g;

function importsOf(text: string): string[] {
  return [...text.matchAll(IMPORT)].map((match) => match[1] ?? match[2] ?? match[3] ?? '');
}

describe.each(APPS)('the %s app', (app) => {
  it('keeps no copy of what the client package holds', async () => {
    const copies: string[] = [];
    for (const file of await appFiles(app, CODE)) {
      for (const [piece, signature] of SHARED_CODE) {
        // A test may stand in for another tab; only the app's own code may not re-implement the piece.
        if (piece === 'the cross-tab logout' && TEST.test(file.path)) continue;
        if (signature.test(file.text)) copies.push(`${relative(file.path)}: ${piece}`);
      }
    }
    for (const file of await appFiles(app, /\.css$/)) {
      for (const [piece, signature] of SHARED_STYLES) {
        if (signature.test(file.text)) copies.push(`${relative(file.path)}: ${piece}`);
      }
    }
    expect(copies).toEqual([]);
  });

  it('takes each shared piece from the client package', async () => {
    const imported = new Set((await appFiles(app, CODE)).flatMap((file) => importsOf(file.text)));
    expect(REQUIRED_IMPORTS.filter((specifier) => !imported.has(specifier))).toEqual([]);
    const vitestConfig = await readFile(path.join(REPOSITORY_ROOT, 'apps', app, 'vitest.config.ts'), 'utf8');
    expect(vitestConfig).toContain("setupFiles: ['@sinar/client/test/setup']");
  });

  it('imports neither the other app, nor another feature, nor the client package by path', async () => {
    const appRoot = path.join(REPOSITORY_ROOT, 'apps', app, 'src');
    const wrong: string[] = [];
    for (const file of await appFiles(app, CODE)) {
      const feature = path.relative(appRoot, file.path).match(/^features\/([^/]+)\//)?.[1];
      for (const specifier of importsOf(file.text)) {
        const refuse = (reason: string) => wrong.push(`${relative(file.path)}: ${specifier} (${reason})`);
        if (/^@sinar\/(web|backoffice|server|e2e)(\/|$)/.test(specifier)) refuse('another app');
        if (!specifier.startsWith('.')) continue;
        const target = path.relative(REPOSITORY_ROOT, path.resolve(path.dirname(file.path), specifier));
        if (!target.startsWith(`apps/${app}/src/`)) refuse('outside the app');
        const targetFeature = target.match(new RegExp(`^apps/${app}/src/features/([^/]+)/`))?.[1];
        if (feature && targetFeature && targetFeature !== feature) refuse('another feature');
        if (feature && target.startsWith(`apps/${app}/src/app/`)) refuse('the app layer');
      }
    }
    expect(wrong).toEqual([]);
  });
});
