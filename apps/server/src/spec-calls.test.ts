import { readFileSync } from 'node:fs';
import path from 'node:path';
import { PRODUCT_SLUG } from '@sinar/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './testing/test-app.ts';

const CALLS_TSV = path.resolve(import.meta.dirname, '../../../docs/spec/calls.tsv');

/** The services of calls.tsv whose every call this server answers. */
const SERVED_SERVICES = ['master', 'auth', 'admin-auth'];

/** Parameter names are the server's to choose: '/user/{id}/email' and '/user/{userId}/email' are one call. */
const anyParameterName = (route: string) => route.replace(/\{\w+\}/g, '{}');

/** The customer service's login calls, served with the accounts; its application calls come later. */
const isLoginCall = (call: { path: string }) =>
  /\/(redone\/|staff\/login|smeUser\/login|sinar\/login)/.test(call.path);

/** The SME partner's and staff member's application calls (customer service) and product profiles (product API). */
const isSmeApplicationCall = (call: { path: string }) =>
  /\/(smeApplication\/|sme\/file\/|sme\/productProfile|staff\/productProfile)/.test(call.path);

function specifiedCalls(service: string) {
  return readFileSync(CALLS_TSV, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '' && !line.startsWith('#'))
    .map((line) => line.split('\t') as [string, string, string])
    .filter(([, , owner]) => owner === service)
    .map(([method, callPath]) => ({
      method,
      // A path given relative to its service's base sits under that base: /sinar/master/api/v1.0/...
      path: (callPath.startsWith('/')
        ? callPath
        : `/{product}/${service}/${callPath.replace(/^master\//, '')}`
      ).replaceAll('{product}', PRODUCT_SLUG),
    }));
}

describe('the calls of the specification', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  async function servedCalls(): Promise<string[]> {
    const document = (await t.app.inject({ method: 'GET', url: '/openapi.json' })).json();
    return Object.entries(document.paths as Record<string, Record<string, unknown>>).flatMap(
      ([route, methods]) =>
        Object.keys(methods).map((method) => `${method.toUpperCase()} ${anyParameterName(route)}`),
    );
  }

  it.each(SERVED_SERVICES)('serves every %s call of calls.tsv', async (service) => {
    const calls = specifiedCalls(service);
    expect(calls.length).toBeGreaterThan(1);
    expect(await servedCalls()).toEqual(
      expect.arrayContaining(calls.map((call) => `${call.method} ${anyParameterName(call.path)}`)),
    );
  });

  it('serves every login call of the customer service', async () => {
    const calls = specifiedCalls('customer').filter(isLoginCall);
    expect(calls).toHaveLength(7);
    expect(await servedCalls()).toEqual(
      expect.arrayContaining(calls.map((call) => `${call.method} ${anyParameterName(call.path)}`)),
    );
  });

  it('serves every SME and staff application call of the customer service and the product API', async () => {
    const calls = [...specifiedCalls('customer'), ...specifiedCalls('product')].filter(isSmeApplicationCall);
    expect(calls).toHaveLength(13);
    expect(await servedCalls()).toEqual(
      expect.arrayContaining(calls.map((call) => `${call.method} ${anyParameterName(call.path)}`)),
    );
  });

  it('serves the SME agreement calls of the product API and the SME videos of the master service', async () => {
    const calls = [...specifiedCalls('product'), ...specifiedCalls('master')].filter((call) =>
      /\/(smeAgreement|smeAgreementStep|sme\/pdf\/sign|smePreRecordedVideo)\//.test(call.path),
    );
    expect(calls).toHaveLength(4);
    expect(await servedCalls()).toEqual(
      expect.arrayContaining(calls.map((call) => `${call.method} ${anyParameterName(call.path)}`)),
    );
  });
});
