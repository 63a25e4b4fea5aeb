import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@sinar/domain';

/**
 * The web app's pages rendered ahead by its build (decisions 072 and 080: the landing page and the simulator of each
 * base, in each language), listed by the build in `pages-ahead/pages.json` as `{ "<path>": { "<language>": "<file under the build>" } }`.
 */
const PAGES_FILE = path.join('pages-ahead', 'pages.json');
/** The web app's own query parameter for a link's language (`?lang=ms`). */
const LANGUAGE_PARAMETER = 'lang';

type PageFiles = Readonly<Record<string, Partial<Record<Language, string>>>>;

/** A page rendered ahead: its file under the build, and the hashes of the scripts written into it. */
export interface PrerenderedFile {
  readonly file: string;
  /** CSP sources (`'sha256-…'`) allowing exactly the page's inline scripts and no other. */
  readonly scriptHashes: readonly string[];
}

/** Which page answers a request (path and query string), or null when the app's index does. */
export type PrerenderedPage = (pathname: string, search: string) => PrerenderedFile | null;

/** An inline script's element: one with a `src` has no content to hash. */
const INLINE_SCRIPT = /<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g;

function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(INLINE_SCRIPT)]
    .map(([, content = '']) => content)
    .filter((content) => content !== '')
    .map((content) => `'sha256-${createHash('sha256').update(content, 'utf8').digest('base64')}'`);
}

/**
 * Reads the build's list and its pages' inline scripts (a page's head script, decision 077); a build without a list
 * (or no build) renders every page in the browser. `pagesFile` is the list's path under the build: the web app's by
 * default, the back office's login screen's (decision 079) in its own.
 */
export async function loadPrerenderedPages(
  distDir: string,
  pagesFile: string = PAGES_FILE,
): Promise<PrerenderedPage> {
  const listFile = path.join(distDir, pagesFile);
  if (!existsSync(listFile)) return () => null;
  const pages = JSON.parse(await readFile(listFile, 'utf8')) as PageFiles;
  const hashes = new Map<string, string[]>();
  for (const file of new Set(Object.values(pages).flatMap((files) => Object.values(files)))) {
    hashes.set(file, inlineScriptHashes(await readFile(path.join(distDir, file), 'utf8')));
  }
  return (pathname, search) => {
    const files = pages[pathname.replace(/(.)\/+$/, '$1')];
    if (!files) return null;
    const asked = new URLSearchParams(search).get(LANGUAGE_PARAMETER);
    const file = files[isLanguage(asked) ? asked : DEFAULT_LANGUAGE];
    return file ? { file, scriptHashes: hashes.get(file) ?? [] } : null;
  };
}

/**
 * The Content-Security-Policy `policy` with `sources` added to its `script-src` (the directive is there whenever
 * scripts are restricted at all; a policy without one is returned as it is).
 */
export function allowScripts(policy: string, sources: readonly string[]): string {
  if (sources.length === 0) return policy;
  return policy
    .split(';')
    .map((directive) =>
      /^\s*script-src(\s|$)/.test(directive) ? `${directive.trimEnd()} ${sources.join(' ')}` : directive,
    )
    .join(';');
}
