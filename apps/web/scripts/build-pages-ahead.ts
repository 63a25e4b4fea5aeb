/**
 * The build of the pages rendered ahead, after the app's: the landing page (decision 072) and the simulator (decision
 * 080). Their entries (src/landing-main.tsx, src/simulator-main.tsx) are built on their own, so that they carry
 * neither the app's router nor its route table, and share their common chunks (React, the site's frame); then each
 * page's markup is rendered ahead in Node for each base and language into an HTML page of its own. Writes, under
 * dist/pages-ahead/, the pages and `pages.json`, which tells the server (apps/server/src/http/web-app.ts) which page answers
 * which path in which language.
 */
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { entryLoader } from '@sinar/client/build/entry-loader';
import type { Language } from '@sinar/domain';
import { build, type Manifest } from 'vite';
import type * as Prerender from '../src/app/rendered-ahead/prerender.tsx';

const APP_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const CONFIG_FILE = path.join(APP_DIR, 'vite.config.ts');
const DIST_DIR = path.join(APP_DIR, 'dist');
const PAGES_DIR = 'pages-ahead';
/** Each page's entry, as the manifest names it. */
const entryOf = (entry: Prerender.PageAhead['entry']) => `src/${entry}-main.tsx`;
const ENTRIES = ['landing', 'simulator'] as const satisfies readonly Prerender.PageAhead['entry'][];
const MANIFEST = `${PAGES_DIR}/manifest.json`;
/** The Node build of the prerender, inside the app so that its imports of React resolve. */
const PRERENDER_DIR = path.join(APP_DIR, 'node_modules/.cache/pages-ahead-prerender');

const escapeHtml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

/** Replaces `pattern` in `html`, failing the build when the template no longer has it. */
function replaceOnce(html: string, pattern: RegExp, replacement: string): string {
  if (!pattern.test(html)) throw new Error(`index.html has no ${pattern}`);
  return html.replace(pattern, () => replacement);
}

/**
 * The entry's loader (an inline script, allowed by its hash in the server's Content-Security-Policy) with the chunks
 * it imports and the reader's first catalog, and the stylesheets, as the manifest lists them. The stylesheets are
 * written into the page (about 4 KB gzipped): the first paint waits for no request but the page's.
 */
async function pageAssets(
  manifest: Manifest,
  entryKey: string,
  language: Language,
): Promise<{ readonly styles: readonly string[]; readonly loader: string }> {
  const chunks = new Set<string>();
  const visit = (key: string) => {
    if (chunks.has(key)) return;
    chunks.add(key);
    for (const imported of manifest[key]?.imports ?? []) visit(imported);
  };
  visit(entryKey);
  const entry = manifest[entryKey];
  if (!entry) throw new Error(`the build's manifest has no ${entryKey}`);
  // The first render waits for the reader's first catalog: it is fetched with the entry (decision 057).
  const catalog = Object.entries(manifest).find(([key]) => key.endsWith(`/i18n/${language}-initial.ts`));
  if (!catalog) throw new Error(`the build has no chunk for the ${language} first catalog`);
  const preloads = [...[...chunks].filter((key) => key !== entryKey), catalog[0]];
  const stylesheets = [...chunks].flatMap((key) => manifest[key]?.css ?? []);
  const styles = await Promise.all(stylesheets.map((file) => readFile(path.join(DIST_DIR, file), 'utf8')));
  return {
    styles: styles.map((css) => `<style>${css.trim()}</style>`),
    loader: `<script>${entryLoader(
      `/${entry.file}`,
      preloads.map((key) => `/${manifest[key]?.file}`),
    )}</script>`,
  };
}

await build({
  root: APP_DIR,
  configFile: CONFIG_FILE,
  logLevel: 'warn',
  build: {
    outDir: DIST_DIR,
    emptyOutDir: false,
    manifest: MANIFEST,
    rolldownOptions: {
      input: Object.fromEntries(ENTRIES.map((entry) => [entry, path.join(APP_DIR, entryOf(entry))])),
    },
  },
});
await build({
  root: APP_DIR,
  configFile: CONFIG_FILE,
  logLevel: 'warn',
  build: {
    ssr: path.join(APP_DIR, 'src/app/rendered-ahead/prerender.tsx'),
    outDir: PRERENDER_DIR,
    emptyOutDir: true,
    rolldownOptions: { output: { entryFileNames: 'prerender.mjs', chunkFileNames: '[name]-[hash].mjs' } },
  },
});

const prerender: typeof Prerender = await import(
  pathToFileURL(path.join(PRERENDER_DIR, 'prerender.mjs')).href
);
const manifest = JSON.parse(await readFile(path.join(DIST_DIR, MANIFEST), 'utf8')) as Manifest;
const template = (await readFile(path.join(DIST_DIR, 'index.html'), 'utf8'))
  .replace(/\s*<script type="module"[^>]*><\/script>/g, '')
  .replace(/\s*<link rel="(?:modulepreload|stylesheet)"[^>]*>/g, '');

const pages: Record<string, Partial<Record<Language, string>>> = {};
await mkdir(path.join(DIST_DIR, PAGES_DIR), { recursive: true });
for (const pageAhead of prerender.PAGES_AHEAD) {
  const pathname = pageAhead.path;
  for (const language of prerender.LANGUAGES) {
    const { html, title, variant } = await prerender.prerenderPage(pageAhead, language);
    let page = replaceOnce(
      template,
      /<html lang="en">/,
      `<html lang="${language}" data-variant="${variant}">`,
    );
    // Before the stylesheets: a logged-in visitor is sent on before anything paints, and a button pressed before the
    // entry runs is noted from the first paint on.
    page = replaceOnce(
      page,
      /<title>[^<]*<\/title>/,
      `<title>${escapeHtml(title)}</title>\n    <script>${prerender.pageHeadScript(pathname)}</script>\n    <script>${prerender.earlyClickScript()}</script>`,
    );
    const { styles, loader } = await pageAssets(manifest, entryOf(pageAhead.entry), language);
    page = replaceOnce(page, /\s*<\/head>/, `\n    ${styles.join('\n    ')}\n  </head>`);
    page = replaceOnce(page, /\s*<\/body>/, `\n    ${loader}\n  </body>`);
    page = replaceOnce(
      page,
      /<div id="root"><\/div>/,
      `<div id="root" ${prerender.PRERENDERED_LANGUAGE_ATTRIBUTE}="${language}">${html}</div>`,
    );
    const file = `${PAGES_DIR}/${pathname === '/' ? 'index' : pathname.slice(1).replaceAll('/', '-')}.${language}.html`;
    await writeFile(path.join(DIST_DIR, file), page);
    pages[pathname] = { ...pages[pathname], [language]: file };
  }
}
await writeFile(path.join(DIST_DIR, PAGES_DIR, 'pages.json'), `${JSON.stringify(pages, null, 2)}\n`);
await rm(PRERENDER_DIR, { recursive: true, force: true });
console.log(`pages rendered ahead: ${Object.keys(pages).join(', ')} in ${prerender.LANGUAGES.join(', ')}`);
