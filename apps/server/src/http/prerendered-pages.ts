import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@sinar/domain';

/**
 * The web app's pages rendered ahead by its build (decision 072: the landing page of each base, in each language),
 * listed by the build in `landing/pages.json` as `{ "<path>": { "<language>": "<file under the build>" } }`.
 */
const PAGES_FILE = path.join('landing', 'pages.json');
/** The web app's own query parameter for a link's language (`?lang=ms`). */
const LANGUAGE_PARAMETER = 'lang';

type PageFiles = Readonly<Record<string, Partial<Record<Language, string>>>>;

/** Which file answers a page's request (path and query string), or null when the app's index does. */
export type PrerenderedPage = (pathname: string, search: string) => string | null;

/** Reads the build's list; a build without one (or no build) renders every page in the browser. */
export async function loadPrerenderedPages(distDir: string): Promise<PrerenderedPage> {
  const listFile = path.join(distDir, PAGES_FILE);
  if (!existsSync(listFile)) return () => null;
  const pages = JSON.parse(await readFile(listFile, 'utf8')) as PageFiles;
  return (pathname, search) => {
    const files = pages[pathname.replace(/(.)\/+$/, '$1')];
    if (!files) return null;
    const asked = new URLSearchParams(search).get(LANGUAGE_PARAMETER);
    return files[isLanguage(asked) ? asked : DEFAULT_LANGUAGE] ?? null;
  };
}
