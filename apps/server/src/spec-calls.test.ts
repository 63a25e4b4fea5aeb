import { readFileSync } from 'node:fs';
import path from 'node:path';
import { PRODUCT_SLUG } from '@sinar/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './testing/test-app.ts';

const CALLS_TSV = path.resolve(import.meta.dirname, '../../../docs/spec/calls.tsv');

/** The services of calls.tsv whose every call this server answers. */
const SERVED_SERVICES = ['master'];

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

  it.each(SERVED_SERVICES)('serves every %s call of calls.tsv', async (service) => {
    const document = (await t.app.inject({ method: 'GET', url: '/openapi.json' })).json();
    const served = Object.entries(document.paths as Record<string, Record<string, unknown>>).flatMap(
      ([route, methods]) => Object.keys(methods).map((method) => `${method.toUpperCase()} ${route}`),
    );
    const calls = specifiedCalls(service);
    expect(calls.length).toBeGreaterThan(10);
    expect(served).toEqual(expect.arrayContaining(calls.map((call) => `${call.method} ${call.path}`)));
  });
});
