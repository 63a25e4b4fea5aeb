import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeSweep, type SweepReport, sweep } from './access-sweep.ts';
import { ApiClient } from './api-client.ts';
import type { OpenApiDocument } from './openapi-operations.ts';

/**
 * The sweep against a small server that leaks on purpose: an application's status answered to any customer, and an
 * administrator's call answered to any officer. A sound callback and a sound document call beside them.
 */
const SECURED = { security: [{ bearer: [] }] };
const DOCUMENT: OpenApiDocument = {
  paths: {
    '/sinar/api/v1.0/application/{id}/status': {
      get: { ...SECURED, parameters: [{ name: 'id', in: 'path' }] },
    },
    '/sinar/api/v1.0/file/{fileId}': { get: { ...SECURED, parameters: [{ name: 'fileId', in: 'path' }] } },
    '/sinar/admin/api/v1.0/audit': { get: { ...SECURED, 'x-officer-roles': ['admin'] } },
    '/sinar/admin/api/v1.0/queues': { get: SECURED },
    '/sinar/product/api/v1.0/razer/callback': {
      post: {
        requestBody: {
          content: {
            'application/json': {
              schema: {
                type: 'object',
                properties: { orderid: { type: 'string' }, skey: { type: 'string' } },
              },
            },
          },
        },
      },
    },
    '/sinar/master/api/v1.0/race/{company}': { get: { parameters: [{ name: 'company', in: 'path' }] } },
  },
};

const TOKENS = {
  owner: 'owner-token',
  other: 'other-token',
  admin: 'admin-token',
  verifier: 'verifier-token',
};
const received: string[] = [];

let server: Server;
let report: SweepReport;

beforeAll(async () => {
  server = createServer((request, response) => {
    const token = request.headers.authorization?.replace('Bearer ', '');
    const url = request.url ?? '';
    received.push(`${request.method} ${url} ${token ?? '-'}`);
    let status = 200;
    if (url.startsWith('/sinar/api/v1.0/application/')) status = token ? 200 : 401;
    else if (url.startsWith('/sinar/api/v1.0/file/'))
      status = !token ? 401 : token === TOKENS.owner ? 200 : 404;
    else if (url.startsWith('/sinar/admin/'))
      status = token === TOKENS.admin || token === TOKENS.verifier ? 200 : token ? 403 : 401;
    else if (url.endsWith('/callback')) status = 401;
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(
      JSON.stringify(status === 200 ? { applicationNo: 'SK-2026-000001' } : { message: 'refused' }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  report = await sweep(new ApiClient(`http://127.0.0.1:${port}`), DOCUMENT, {
    owners: [
      {
        name: 'the borrower',
        token: TOKENS.owner,
        records: { applicationId: 'app-1', documentFileId: 'file-1' },
      },
    ],
    other: { token: TOKENS.other },
    officers: { admin: TOKENS.admin, verifier: TOKENS.verifier },
  });
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('the access sweep', () => {
  it("finds another customer or an officer reading the owner's record, and an officer outside the declared roles", () => {
    expect(
      report.calls
        .filter((call) => call.outcome === 'leaked')
        .map((call) => `${call.operation} as ${call.as}`),
    ).toEqual([
      "GET /sinar/api/v1.0/application/{id}/status as an officer's token",
      "GET /sinar/api/v1.0/application/{id}/status as another customer's token on the borrower's record",
      'GET /sinar/admin/api/v1.0/audit as officer role verifier',
    ]);
  });

  it("names the owner's records in the path, and refuses nothing it did not call", () => {
    expect(received).toContain('GET /sinar/api/v1.0/application/app-1/status other-token');
    expect(received).toContain('GET /sinar/api/v1.0/file/file-1 other-token');
    // The viewer guard lets officers read documents: the officer's token is not offered there.
    expect(received).not.toContain('GET /sinar/api/v1.0/file/file-1 admin-token');
    expect(
      report.calls.find(
        (call) => call.operation === 'GET /sinar/api/v1.0/file/{fileId}' && call.as.startsWith('another'),
      )?.outcome,
    ).toBe('refused');
  });

  it('tries a callback with a bad signature, and leaves public master data alone', () => {
    expect(received).toContainEqual(
      expect.stringMatching(/^POST \/sinar\/product\/api\/v1\.0\/razer\/callback -$/),
    );
    expect(report.calls.find((call) => call.as === 'a bad signature')?.outcome).toBe('refused');
    expect(received.some((line) => line.includes('/master/'))).toBe(false);
    expect(report.publicOperations).toBe(1);
  });

  it('takes every officer for a back-office call that declares no roles, and prints the leaks', () => {
    expect(
      report.calls
        .filter((call) => call.operation === 'GET /sinar/admin/api/v1.0/queues')
        .map((call) => call.as),
    ).toEqual(['no token', "a customer's token"]);
    const printed = describeSweep(report).join('\n');
    expect(printed).toContain('leaked 3');
    expect(printed).toContain('as an officer outside the declared roles: tried 1, refused 0, leaked 1');
    expect(printed).toContain('LEAKS:');
  });
});
