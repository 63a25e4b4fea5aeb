import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import Fastify from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import { describe, expect, it } from 'vitest';
import { securityHeadersOf, sendSecurityHeaders } from './security-headers.ts';

const OPTIONS: HelmetOptions = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: { defaultSrc: ["'self'"], frameAncestors: ["'none'"] },
  },
  crossOriginResourcePolicy: { policy: 'same-origin' },
};

/** The headers helmet's own middleware sets on a real response. */
function helmetOnAResponse(options: HelmetOptions): Record<string, unknown> {
  const response = new ServerResponse(new IncomingMessage(new Socket()));
  response.setHeader('X-Powered-By', 'something');
  helmet(options)(response.req, response, () => undefined);
  return response.getHeaders();
}

describe('security headers worked out once', () => {
  it('are the headers helmet sets on a response, X-Powered-By left out', () => {
    const headers = securityHeadersOf(OPTIONS);
    expect(headers).toEqual(helmetOnAResponse(OPTIONS));
    expect(headers['content-security-policy']).toBe("default-src 'self';frame-ancestors 'none'");
    expect(headers['x-powered-by']).toBeUndefined();
  });

  it('refuses a directive computed per request', () => {
    expect(() =>
      securityHeadersOf({
        contentSecurityPolicy: { directives: { scriptSrc: ["'self'", () => "'nonce-abc'"] } },
      }),
    ).toThrow('computed per request');
  });

  it('go with every answer, a refusal and an unknown route included, and a route may replace one', async () => {
    const app = Fastify();
    app.addHook('onRequest', sendSecurityHeaders(securityHeadersOf(OPTIONS)));
    app.get('/ok', async () => ({ ok: true }));
    app.get('/framed', async (_request, reply) => reply.header('x-frame-options', 'DENY').send({ ok: true }));
    app.get('/refused', async () => {
      throw Object.assign(new Error('no'), { statusCode: 401 });
    });
    for (const url of ['/ok', '/refused', '/missing']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.headers['content-security-policy'], url).toBe(
        "default-src 'self';frame-ancestors 'none'",
      );
      expect(response.headers['x-content-type-options'], url).toBe('nosniff');
    }
    expect((await app.inject({ method: 'GET', url: '/framed' })).headers['x-frame-options']).toBe('DENY');
    await app.close();
  });
});
