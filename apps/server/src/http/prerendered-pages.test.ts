import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { allowScripts, loadPrerenderedPages } from './prerendered-pages.ts';

/** The head script of a page rendered ahead, different for each page. */
const headScript = (pagePath: string, language: string) =>
  `window.rendered=${JSON.stringify([pagePath, language])}`;
const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/**
 * A web build whose landing pages and a simulator were rendered ahead: each page's HTML names its path and language, and carries an
 * inline head script besides the entry's.
 */
async function buildWithPagesAhead(): Promise<string> {
  const distDir = await mkdtemp(path.join(tmpdir(), 'web-prerendered-'));
  await mkdir(path.join(distDir, 'pages-ahead'));
  await writeFile(path.join(distDir, 'index.html'), '<!doctype html><title>app</title><div id="root"></div>');
  const pages: Record<string, Record<string, string>> = {};
  for (const [pagePath, name] of [
    ['/', 'index'],
    ['/islamic', 'islamic'],
    ['/islamic/simulator', 'islamic-simulator'],
  ] as const) {
    for (const language of ['en', 'ms']) {
      const file = `pages-ahead/${name}.${language}.html`;
      await writeFile(
        path.join(distDir, file),
        `<!doctype html><title>${pagePath} ${language}</title><script>${headScript(pagePath, language)}</script>` +
          '<script type="module" crossorigin src="/assets/landing.js"></script>',
      );
      pages[pagePath] = { ...pages[pagePath], [language]: file };
    }
  }
  await writeFile(path.join(distDir, 'pages-ahead', 'pages.json'), JSON.stringify(pages));
  return distDir;
}

describe('the pages the web build rendered ahead', () => {
  it('answers a listed path with its page in the language of `?lang`, English without one or with another', async () => {
    const page = await loadPrerenderedPages(await buildWithPagesAhead());
    expect(page('/', '')?.file).toBe('pages-ahead/index.en.html');
    expect(page('/', 'lang=ms')?.file).toBe('pages-ahead/index.ms.html');
    expect(page('/islamic/', 'lang=ms&x=1')?.file).toBe('pages-ahead/islamic.ms.html');
    expect(page('/islamic', 'lang=fr')?.file).toBe('pages-ahead/islamic.en.html');
    expect(page('/faq', 'lang=ms')).toBeNull();
  });

  it("knows each page's inline scripts by their hashes, and nothing of the scripts it loads", async () => {
    const page = await loadPrerenderedPages(await buildWithPagesAhead());
    expect(page('/islamic', 'lang=ms')?.scriptHashes).toEqual([sha256(headScript('/islamic', 'ms'))]);
  });

  it("adds sources to a policy's script-src alone, and leaves a policy without sources as it was", () => {
    const policy = "default-src 'self';script-src 'self';style-src 'self' 'unsafe-inline'";
    expect(allowScripts(policy, ["'sha256-a'", "'sha256-b'"])).toBe(
      "default-src 'self';script-src 'self' 'sha256-a' 'sha256-b';style-src 'self' 'unsafe-inline'",
    );
    expect(allowScripts(policy, [])).toBe(policy);
  });

  it('leaves every page to the app when the build has no list', async () => {
    const page = await loadPrerenderedPages(await mkdtemp(path.join(tmpdir(), 'web-plain-')));
    expect(page('/', 'lang=ms')).toBeNull();
  });
});

describe('serving the pages rendered ahead', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ webDistDir: await buildWithPagesAhead() });
  });
  afterAll(() => t.close());

  it('answers the paths rendered ahead with their page, not cached, and every other page with the app', async () => {
    const expected: Record<string, string> = {
      '/': '/ en',
      '/?lang=ms': '/ ms',
      '/islamic': '/islamic en',
      '/islamic?lang=ms': '/islamic ms',
      '/islamic/simulator?lang=ms': '/islamic/simulator ms',
      '/faq?lang=ms': 'app',
    };
    for (const [url, title] of Object.entries(expected)) {
      const response = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toBe('no-cache');
      expect(response.body, url).toContain(`<title>${title}</title>`);
    }
  });

  it("lets a page rendered ahead run its own head script by its hash, never another page's, and the app's index none", async () => {
    const policy = async (url: string) =>
      (await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } })).headers[
        'content-security-policy'
      ];
    const scriptSources = (csp: unknown) =>
      String(csp)
        .split(';')
        .find((directive) => directive.startsWith('script-src'));
    expect(scriptSources(await policy('/?lang=ms'))).toBe(
      `script-src 'self' ${sha256(headScript('/', 'ms'))}`,
    );
    expect(scriptSources(await policy('/islamic'))).toBe(
      `script-src 'self' ${sha256(headScript('/islamic', 'en'))}`,
    );
    expect(scriptSources(await policy('/islamic/simulator'))).toBe(
      `script-src 'self' ${sha256(headScript('/islamic/simulator', 'en'))}`,
    );
    expect(scriptSources(await policy('/faq'))).toBe("script-src 'self'");
  });
});
