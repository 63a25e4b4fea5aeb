import { randomUUID } from 'node:crypto';
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

/** A built app in a folder of its own: an index page that names it and one hashed asset. */
async function fakeBuild(name: string, asset: string): Promise<string> {
  const distDir = await mkdtemp(path.join(tmpdir(), `${name}-dist-`));
  await mkdir(path.join(distDir, 'assets'));
  await writeFile(
    path.join(distDir, 'index.html'),
    `<!doctype html><title>${name}</title><div id="root"></div>`,
  );
  await writeFile(path.join(distDir, 'assets', asset), `console.log(${JSON.stringify(name.repeat(1_000))});`);
  return distDir;
}

function page(t: TestApp, url: string) {
  return t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
}

describe('serving the web app and the back-office app', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({
      webDistDir: await fakeBuild('web', 'index-abc123.js'),
      env: { BACKOFFICE_DIST_DIR: await fakeBuild('backoffice', 'index-bo456.js') },
    });
  });
  afterAll(() => t.close());

  it("answers every page under /backoffice with the back-office app's index, for its router", async () => {
    for (const url of [
      '/backoffice',
      '/backoffice/',
      '/backoffice/queues?status=PENDING',
      '/backoffice/a/b/c',
    ]) {
      const response = await page(t, url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain('<title>backoffice</title>');
    }
  });

  it('serves its hashed assets compressed and cached for a year, and a missing one as a 404', async () => {
    const asset = await t.app.inject({
      method: 'GET',
      url: '/backoffice/assets/index-bo456.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['content-encoding']).toBe('gzip');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await t.app.inject({ method: 'GET', url: '/backoffice/assets/missing.js' })).statusCode).toBe(
      404,
    );
    // Each app's assets under its own path only.
    expect(
      (await t.app.inject({ method: 'GET', url: '/backoffice/assets/index-abc123.js' })).statusCode,
    ).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/assets/index-bo456.js' })).statusCode).toBe(404);
  });

  it('keeps serving the web app everywhere else, paths that only begin like the back office included', async () => {
    for (const url of ['/', '/islamic/faq', '/backoffices', '/backoffice-news']) {
      const response = await page(t, url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body).toContain('<title>web</title>');
    }
    const asset = await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('answers every page with its app whatever the Accept header: curl, a probe, none', async () => {
    const accepts = [{ accept: '*/*' }, { accept: 'application/json' }, { accept: 'text/plain' }, {}];
    for (const url of ['/', '/about-us', '/login', '/islamic/faq?x=1']) {
      for (const headers of accepts) {
        for (const method of ['GET', 'HEAD'] as const) {
          const response = await t.app.inject({ method, url, headers });
          expect(response.statusCode, `${method} ${url} ${JSON.stringify(headers)}`).toBe(200);
          expect(response.headers['content-type']).toContain('text/html');
          if (method === 'GET') expect(response.body).toContain('<title>web</title>');
        }
      }
    }
    const backoffice = await t.app.inject({
      method: 'GET',
      url: '/backoffice/queues',
      headers: { accept: 'application/json' },
    });
    expect(backoffice.statusCode).toBe(200);
    expect(backoffice.body).toContain('<title>backoffice</title>');
  });

  it("leaves the API's paths and the server's own routes to the server, whatever the Accept header", async () => {
    for (const headers of [{ accept: 'text/html' }, { accept: '*/*' }, {}]) {
      const api = await t.app.inject({ method: 'GET', url: '/sinar/admin/api/v1.0/nothing-here', headers });
      expect(api.statusCode).toBe(404);
      expect(api.json()).toEqual({ message: 'The page or record you asked for does not exist.' });
      const health = await t.app.inject({ method: 'GET', url: '/healthz', headers });
      expect(health.statusCode).toBe(200);
      expect(health.headers['content-type']).toContain('application/json');
    }
    // A missing file is a 404, not the page.
    const missing = await t.app.inject({
      method: 'GET',
      url: '/robots-missing.txt',
      headers: { accept: '*/*' },
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'The page or record you asked for does not exist.' });
  });

  it("leaves the sandbox bank's pages to their routes: the browser sent there to authorise gets the bank's page", async () => {
    const response = await page(t, `/sandbox/fpx/mandates/${randomUUID()}?token=not-issued`);
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('This authorisation link is not valid');
    expect(response.body).not.toContain('<title>web</title>');
    // An icon of its own, so the browser asks for no /favicon.ico the server does not have.
    expect(response.body).toContain('<link rel="icon" href="data:,">');
  });
});

describe('serving the web app when the back-office app is not built', () => {
  let t: TestApp;

  beforeAll(async () => {
    const missing = path.join(await mkdtemp(path.join(tmpdir(), 'no-backoffice-')), 'dist');
    t = await createTestApp({
      webDistDir: await fakeBuild('web', 'index-abc123.js'),
      env: { BACKOFFICE_DIST_DIR: missing },
    });
  });
  afterAll(() => t.close());

  it("answers /backoffice pages with a 404, never with the web app's index", async () => {
    for (const url of ['/backoffice', '/backoffice/queues']) {
      const response = await page(t, url);
      expect(response.statusCode, url).toBe(404);
      expect(response.body).not.toContain('<title>web</title>');
    }
    expect((await page(t, '/islamic')).body).toContain('<title>web</title>');
  });
});
