import { describe, expect, it } from 'vitest';
import { findValue } from './harvest.ts';
import { countsOf } from './npm-audit.ts';
import {
  classify,
  type OpenApiDocument,
  operationsOf,
  recordFieldsOfBody,
  sampleOf,
} from './openapi-operations.ts';
import { verdictOf } from './sqlmap.ts';

const DOCUMENT: OpenApiDocument = {
  paths: {
    '/sinar/api/v1.0/application/{id}/status': {
      get: {
        security: [{ bearer: [] }],
        parameters: [{ name: 'id', in: 'path' }],
        responses: { 200: {}, 401: {}, 404: {} },
      },
    },
    '/sinar/admin/api/v1.0/audit': {
      get: {
        security: [{ bearer: [] }],
        parameters: [{ name: 'q', in: 'query' }],
        'x-officer-roles': ['admin'],
      },
    },
    '/sinar/admin/master/api/v1.0/file/{id}': { get: { parameters: [{ name: 'id', in: 'path' }] } },
    '/sinar/api/v1.0/ekyc/session/{sessionId}': {
      get: {
        parameters: [
          { name: 'sessionId', in: 'path' },
          { name: 'x-ekyc-capture-token', in: 'header' },
        ],
      },
    },
    '/sinar/product/api/v1.0/razer': {
      post: {
        security: [{ bearer: [] }],
        requestBody: {
          content: {
            'application/json': {
              schema: {
                type: 'object',
                properties: {
                  agreementNo: { type: 'string', minLength: 1 },
                  amountSen: { type: 'integer', minimum: 100 },
                  method: { type: 'string', enum: ['onlineBanking', 'card'] },
                  paidOn: { type: 'string', format: 'date' },
                  note: { anyOf: [{ type: 'null' }, { $ref: '#/components/schemas/Note' }] },
                },
              },
            },
          },
        },
      },
    },
  },
  components: { schemas: { Note: { type: 'string', minLength: 3, maxLength: 20 } } },
};

describe('the operations the sweep reads from the OpenAPI document', () => {
  const operations = operationsOf(DOCUMENT);
  const byKey = (key: string) => operations.find((operation) => operation.key === key);

  it('tells the audiences apart: a guarded admin path is the back office, a capture token guards too, the rest is public', () => {
    expect(operations.map((operation) => `${operation.key} ${operation.audience}`)).toEqual([
      'GET /sinar/api/v1.0/application/{id}/status customer',
      'GET /sinar/admin/api/v1.0/audit officer',
      'GET /sinar/admin/master/api/v1.0/file/{id} public',
      'GET /sinar/api/v1.0/ekyc/session/{sessionId} customer',
      'POST /sinar/product/api/v1.0/razer customer',
    ]);
  });

  it("reads a back-office call's declared roles and every call's documented statuses", () => {
    expect(byKey('GET /sinar/admin/api/v1.0/audit')?.officerRoles).toEqual(['admin']);
    expect(byKey('GET /sinar/api/v1.0/application/{id}/status')?.officerRoles).toBeUndefined();
    expect(byKey('GET /sinar/api/v1.0/application/{id}/status')?.documentedStatuses).toEqual([200, 401, 404]);
  });

  it("makes a body from the schema with the owner's record where a field names one", () => {
    const razer = byKey('POST /sinar/product/api/v1.0/razer');
    expect(razer && recordFieldsOfBody(razer, DOCUMENT)).toEqual(['agreementNo']);
    const body = sampleOf(razer?.bodySchema ?? {}, DOCUMENT, (field) =>
      field === 'agreementNo' ? 'SK-L-2026-000001' : undefined,
    );
    expect(body).toEqual({
      agreementNo: 'SK-L-2026-000001',
      amountSen: 100,
      method: 'onlineBanking',
      paidOn: new Date().toISOString().slice(0, 10),
      note: 'aaaaaaaa',
    });
  });
});

describe('the verdicts', () => {
  it('count any success as a leak, an expected refusal as refused, anything else for a person to read', () => {
    expect(classify(200, [403, 404])).toBe('leaked');
    expect(classify(204, [401])).toBe('leaked');
    expect(classify(404, [403, 404])).toBe('refused');
    expect(classify(401, [403])).toBe('unexpected');
    expect(classify(400, [401, 403, 404])).toBe('unexpected');
  });

  it("read sqlmap's last word", () => {
    expect(
      verdictOf(
        "[WARNING] GET parameter 'q' does not seem to be injectable\n[CRITICAL] all tested parameters do not appear to be injectable.",
      ),
    ).toBe('not injectable');
    expect(
      verdictOf('sqlmap identified the following injection point(s) with a total of 46 HTTP(s) requests:'),
    ).toBe('INJECTABLE');
    expect(verdictOf('[ERROR] connection refused')).toBeUndefined();
  });

  it("count npm audit's high and critical advisories", () => {
    expect(
      countsOf({
        metadata: { vulnerabilities: { info: 0, low: 1, moderate: 2, high: 1, critical: 0, total: 4 } },
        vulnerabilities: { 'fast-xml-parser': { severity: 'high' }, debug: { severity: 'low' } },
      }),
    ).toEqual({ kind: 'counted', high: 1, critical: 0, total: 4, packages: ['fast-xml-parser (high)'] });
    expect(countsOf({ error: { summary: 'request to registry failed' } })).toEqual({
      kind: 'unavailable',
      reason: 'request to registry failed',
    });
  });

  it('find a value anywhere in an answer', () => {
    expect(findValue({ loans: [{ agreementNo: 'SK-L-1', accountId: 7 }] }, 'accountId')).toBe('7');
    expect(findValue([], 'id')).toBeUndefined();
  });
});
