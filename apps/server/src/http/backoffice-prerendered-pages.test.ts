import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

/** The loader written into each login page, different for each language. */
const loader = (language: string) => `import(${JSON.stringify(`/backoffice/assets/index.js?${language}`)})`;
const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/** A build in a folder of its own: its index page names it; `login` adds the login screen rendered ahead. */
async function fakeBuild(name: string, login: boolean): Promise<string> {
  const distDir = await mkdtemp(path.join(tmpdir(), `${name}-dist-`));
  await writeFile(
    path.join(distDir, 'index.html'),
    `<!doctype html><title>${name}</title><div id="root"></div>`,
  );
  if (!login) return distDir;
  await mkdir(path.join(distDir, 'login'));
  const files: Record<string, string> = {};
  for (const language of ['en', 'ms']) {
    files[language] = `login/login.${language}.html`;
    await writeFile(
      path.join(distDir, files[language]),
      `<!doctype html><title>login ${language}</title><div id="root"></div><script>${loader(language)}</script>`,
    );
  }
  await writeFile(path.join(distDir, 'login', 'pages.json'), JSON.stringify({ '/backoffice/login': files }));
  return distDir;
}

describe("serving the back office's login screen rendered ahead", () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({
      webDistDir: await fakeBuild('web', false),
      env: { BACKOFFICE_DIST_DIR: await fakeBuild('backoffice', true) },
    });
  });
  afterAll(() => t.close());

  const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
  const scriptSources = (csp: unknown) =>
    String(csp)
      .split(';')
      .find((directive) => directive.startsWith('script-src'));

  it('answers the login path with its page in the language of `?lang`, its loader allowed by its hash', async () => {
    const expected: Record<string, { title: string; scripts: string }> = {
      '/backoffice/login': { title: 'login en', scripts: `script-src 'self' ${sha256(loader('en'))}` },
      '/backoffice/login/': { title: 'login en', scripts: `script-src 'self' ${sha256(loader('en'))}` },
      '/backoffice/login?lang=ms': {
        title: 'login ms',
        scripts: `script-src 'self' ${sha256(loader('ms'))}`,
      },
      '/backoffice/login?next=%2Fqueues%2FPENDING&lang=fr': {
        title: 'login en',
        scripts: `script-src 'self' ${sha256(loader('en'))}`,
      },
    };
    for (const [url, { title, scripts }] of Object.entries(expected)) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toBe('no-cache');
      expect(response.body, url).toContain(`<title>${title}</title>`);
      expect(scriptSources(response.headers['content-security-policy']), url).toBe(scripts);
    }
  });

  it("answers every other back-office page with the app's index and no inline script, and the web app as before", async () => {
    for (const [url, title] of [
      ['/backoffice', 'backoffice'],
      ['/backoffice/password?lang=ms', 'backoffice'],
      ['/backoffice/login/other', 'backoffice'],
      ['/login', 'web'],
    ] as const) {
      const response = await get(url);
      expect(response.body, url).toContain(`<title>${title}</title>`);
      expect(scriptSources(response.headers['content-security-policy']), url).toBe("script-src 'self'");
    }
  });
});
