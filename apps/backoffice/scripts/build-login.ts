/**
 * The login screen's build step, after the app's (decision 079): renders the screen's first step in Node, in each
 * language, into a page of its own based on the app's index.html, with the stylesheets it needs written into it and
 * the entry loaded by an inline loader once the page has painted. Writes, under dist/login/, the pages and
 * `pages.json`, which tells the server (apps/server/src/http/web-app.ts) which page answers which path and language.
 */
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { entryLoader } from '@sinar/client/build/entry-loader';
import type { Language } from '@sinar/domain';
import { build, type Manifest } from 'vite';
import type * as Prerender from '../src/app/login-ahead/prerender.tsx';

const APP_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DIST_DIR = path.join(APP_DIR, 'dist');
const LOGIN_DIR = 'login';
/** The app's build writes it (vite.config.ts); its keys are the modules' paths. */
const MANIFEST = path.join(DIST_DIR, '.vite', 'manifest.json');
const ENTRY = 'index.html';
const LOGIN_ROUTE = 'src/features/auth/routes/login-page.tsx';
/** The Node build of the prerender, inside the app so that its imports of React resolve. */
const PRERENDER_DIR = path.join(APP_DIR, 'node_modules/.cache/login-prerender');

/** The chunk `key` and every chunk it imports statically, in the order the browser applies their stylesheets. */
function staticChunks(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  const chunk = manifest[key];
  if (!chunk) throw new Error(`the back office's manifest has no ${key}`);
  for (const imported of chunk.imports ?? []) staticChunks(manifest, imported, seen);
  seen.add(key);
  return seen;
}

/**
 * The stylesheets written into the page (the entry's and the login route's) and the loader's script, which preloads
 * the entry's chunks, the login route's and the reader's first catalog, then imports the entry.
 */
async function loginAssets(manifest: Manifest, language: Language, sessionKey: string) {
  const entryChunks = staticChunks(manifest, ENTRY);
  const chunks = staticChunks(manifest, LOGIN_ROUTE, new Set(entryChunks));
  const catalog = Object.keys(manifest).find((key) =>
    key.endsWith(`/i18n/${language}-backoffice-initial.ts`),
  );
  if (!catalog) throw new Error(`the back office's build has no chunk for the ${language} first catalog`);
  const fileOf = (key: string) => `/backoffice/${manifest[key]?.file}`;
  const stylesheets = [...new Set([...chunks].flatMap((key) => manifest[key]?.css ?? []))];
  // Each stylesheet written into the page keeps a disabled link of its own (never fetched, never applied): Vite's
  // loader of the login route's chunk skips a stylesheet the page already links, instead of adding it again and
  // making the browser work the whole page's style and layout out anew just after it has started.
  const styles = await Promise.all(
    stylesheets.map(
      async (file) =>
        `<style>${(await readFile(path.join(DIST_DIR, file), 'utf8')).trim()}</style>\n    ` +
        `<link rel="stylesheet" href="/backoffice/${file}" disabled>`,
    ),
  );
  const preloads = [...chunks, catalog].filter((key) => key !== ENTRY).map(fileOf);
  // The login form works without the app until the officer acts (a form sent early is held and sent again by the app):
  // the app loads on the first touch, key or focus, or at once for an officer with a session, to send them on.
  const loader = entryLoader(fileOf(ENTRY), preloads, { untilInteraction: { storedKey: sessionKey } });
  return { styles, loader: `<script>${loader}</script>` };
}

/** Puts `replacement` where `pattern` is, failing the build when the app's index.html no longer has it. */
function put(html: string, pattern: RegExp, replacement: string): string {
  if (!pattern.test(html)) throw new Error(`the back office's index.html has no ${pattern}`);
  return html.replace(pattern, () => replacement);
}

await build({
  root: APP_DIR,
  configFile: path.join(APP_DIR, 'vite.config.ts'),
  logLevel: 'warn',
  build: {
    ssr: path.join(APP_DIR, 'src/app/login-ahead/prerender.tsx'),
    outDir: PRERENDER_DIR,
    emptyOutDir: true,
    manifest: false,
    rolldownOptions: { output: { entryFileNames: 'prerender.mjs', chunkFileNames: '[name]-[hash].mjs' } },
  },
});
const prerender: typeof Prerender = await import(
  pathToFileURL(path.join(PRERENDER_DIR, 'prerender.mjs')).href
);
const manifest = JSON.parse(await readFile(MANIFEST, 'utf8')) as Manifest;
// The entry's script and its preloads give way to the loader, its stylesheets to the ones written into the page.
const template = (await readFile(path.join(DIST_DIR, 'index.html'), 'utf8'))
  .replace(/\s*<script type="module"[^>]*><\/script>/g, '')
  .replace(/\s*<link rel="(?:modulepreload|stylesheet)"[^>]*>/g, '');

const files: Partial<Record<Language, string>> = {};
await mkdir(path.join(DIST_DIR, LOGIN_DIR), { recursive: true });
for (const language of prerender.LANGUAGES) {
  const { html, title } = await prerender.prerenderLogin(language);
  const { styles, loader } = await loginAssets(manifest, language, prerender.ACCESS_TOKEN_KEY);
  let page = put(template, /<html lang="en">/, `<html lang="${language}">`);
  page = put(
    page,
    /<title>[^<]*<\/title>/,
    `<title>${title.replaceAll('&', '&amp;').replaceAll('<', '&lt;')}</title>`,
  );
  page = put(
    page,
    /\s*<\/head>/,
    `\n    ${styles.join('\n    ')}\n    <script>${prerender.submitGuardScript()}</script>\n  </head>`,
  );
  page = put(page, /\s*<\/body>/, `\n    ${loader}\n  </body>`);
  page = put(
    page,
    /<div id="root"><\/div>/,
    `<div id="root" ${prerender.PRERENDERED_LANGUAGE_ATTRIBUTE}="${language}">${html}</div>`,
  );
  const file = `${LOGIN_DIR}/login.${language}.html`;
  await writeFile(path.join(DIST_DIR, file), page);
  files[language] = file;
}
await writeFile(
  path.join(DIST_DIR, LOGIN_DIR, 'pages.json'),
  `${JSON.stringify({ [prerender.LOGIN_PATH]: files }, null, 2)}\n`,
);
await rm(PRERENDER_DIR, { recursive: true, force: true });
console.log(`login screen rendered ahead: ${prerender.LOGIN_PATH} in ${prerender.LANGUAGES.join(', ')}`);
