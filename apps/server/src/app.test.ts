import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRODUCTION_SANDBOXES } from './config/testing.ts';
import { productionLenderWithSeal } from './testing/production-seal.ts';
import { createTestApp, type TestApp } from './testing/test-app.ts';

describe('the server as a whole', () => {
  let t: TestApp;
  let webDistDir: string;
  beforeAll(async () => {
    webDistDir = await mkdtemp(path.join(tmpdir(), 'web-dist-'));
    await mkdir(path.join(webDistDir, 'assets'));
    await writeFile(
      path.join(webDistDir, 'index.html'),
      '<!doctype html><title>Sinar Kredit</title><div id="root"></div>',
    );
    await writeFile(
      path.join(webDistDir, 'assets', 'index-abc123.js'),
      `console.log(${JSON.stringify('x'.repeat(4_000))});`,
    );
    t = await createTestApp({ webDistDir });
  });
  afterAll(() => t.close());

  it('reports health with the database engine', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 'ok',
      database: 'up',
      engine: process.env.TEST_DB_ENGINE === 'postgres' ? 'postgres' : 'pglite',
    });
  });

  it('publishes an OpenAPI document of every route with its schemas, and a docs page', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/openapi.json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toBe('3.0.3');
    const paths = Object.keys(document.paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/healthz',
        '/sinar/api/v1.0/contact-us',
        '/sinar/master/api/v1.0/race/{company}',
        '/sinar/master/api/v1.0/smeLoanReason',
        '/sinar/master/api/v1.0/product/productCode',
        '/sinar/master/api/v1.0/product/company/{company}/referralCode',
        '/sinar/master/api/v1.0/islamicProduct/code/{code}',
        '/sinar/master/api/v1.0/islamicProduct/referralCode/{referralCode}',
        '/sinar/master/api/v1.0/loanInsurance/tenure/{tenure}',
        '/sinar/master/api/v1.0/preRecordedVideo/{company}',
        '/sinar/master/api/v1.0/preRecordedVideoBm/{company}',
        '/sinar/master/api/v1.0/smePreRecordedVideo/type/{type}',
        '/sinar/admin/master/api/v1.0/video/file/{id}',
        '/sinar/admin/master/api/v1.0/file/{id}',
        '/sinar/admin/master/api/v1.0/file/entity/{id}',
      ]),
    );
    const contact = document.paths['/sinar/api/v1.0/contact-us'].post;
    expect(Object.keys(contact.requestBody.content['application/json'].schema.properties)).toEqual([
      'email',
      'comments',
    ]);
    expect(Object.keys(contact.responses)).toEqual(expect.arrayContaining(['201', '400', '429']));
    // The large views are published once and referred to, so the docs page has less to read (decision 084).
    const officerView = document.paths['/sinar/admin/api/v1.0/applications/{id}'].get;
    expect(officerView.responses['200'].content['application/json'].schema).toEqual({
      $ref: '#/components/schemas/OfficerApplication',
    });
    expect(Object.keys(document.components.schemas)).toEqual(
      expect.arrayContaining([
        'Application',
        'SmeApplication',
        'OfficerSmeApplication',
        'UserProfile',
        'EkycSession',
      ]),
    );
    const docs = await t.app.inject({ method: 'GET', url: '/docs/' });
    expect(docs.statusCode).toBe(200);
    expect(docs.body).toContain('swagger');
  });

  it('answers unknown API paths with a JSON 404 in the caller language', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/sinar/api/v1.0/nothing-here',
      headers: { accept: 'text/html', 'accept-language': 'ms' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Halaman atau rekod yang anda minta tidak wujud.' });
  });

  it('serves the web app for page paths and its hashed assets compressed and cached', async () => {
    for (const url of ['/', '/islamic/faq', '/sinar-kredit/contact-us?lang=ms', '/some/unknown/page']) {
      const page = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toContain('text/html');
      expect(page.headers['cache-control']).toBe('no-cache');
      expect(page.body).toContain('<div id="root">');
    }
    const asset = await t.app.inject({
      method: 'GET',
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['content-encoding']).toBe('gzip');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await t.app.inject({ method: 'GET', url: '/assets/missing.js' })).statusCode).toBe(404);
  });

  it('sets security headers and echoes a request id', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/healthz',
      headers: { 'x-request-id': 'trace-12345678' },
    });
    expect(response.headers['x-request-id']).toBe('trace-12345678');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    // Only a process named by INSTANCE_NAME says which one answered.
    expect(response.headers['x-served-by']).toBeUndefined();
    const generated = await t.app.inject({
      method: 'GET',
      url: '/healthz',
      headers: { 'x-request-id': 'bad id with spaces' },
    });
    expect(generated.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('hides the developer inbox and the API documentation in production', async () => {
    const lender = await productionLenderWithSeal();
    const production = await createTestApp({
      env: {
        NODE_ENV: 'production',
        EMAIL_PROVIDER: 'sandbox',
        ALLOW_SANDBOX_IN_PRODUCTION: PRODUCTION_SANDBOXES,
        AUTH_TOKEN_SECRET: 'x'.repeat(32),
        ...lender.env,
      },
    });
    try {
      expect((await production.app.inject({ method: 'GET', url: '/dev/api/inbox' })).statusCode).toBe(404);
      const startNow = '/dev/api/live-calls/0b6f3c1e-8d2a-4f5b-9c7d-1e2f3a4b5c6d/start-now';
      expect((await production.app.inject({ method: 'POST', url: startNow })).statusCode).toBe(404);
      expect((await t.app.inject({ method: 'GET', url: '/dev/api/inbox' })).statusCode).toBe(200);
      for (const url of ['/openapi.json', '/docs/', '/docs/json']) {
        expect((await production.app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
      }
    } finally {
      await production.close();
      await lender.remove();
    }
  });

  it('hides the API documentation wherever API_DOCS is false', async () => {
    const closed = await createTestApp({ env: { API_DOCS: 'false' } });
    try {
      for (const url of ['/openapi.json', '/docs/']) {
        expect((await closed.app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
      }
      // The API itself is unchanged.
      expect((await closed.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    } finally {
      await closed.close();
    }
  });
});
