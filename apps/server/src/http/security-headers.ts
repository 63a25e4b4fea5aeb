import type { IncomingMessage, ServerResponse } from 'node:http';
import type { onRequestHookHandler } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * The headers helmet sets, worked out once: with options of fixed values its middleware sets the same headers on
 * every response, so they are read from it at start instead of running its chain of thirteen middlewares on each
 * request (decision 078). A content security policy directive computed per request (a function, as for a nonce) is
 * refused at start, as is a middleware that fails, rather than sending other headers than helmet would.
 */
export function securityHeadersOf(options: Readonly<HelmetOptions>): Readonly<Record<string, string>> {
  const policy = options.contentSecurityPolicy;
  const directives = typeof policy === 'object' ? Object.values(policy.directives ?? {}) : [];
  if (directives.some((value) => [value].flat().some((item) => typeof item === 'function')))
    throw new Error('a directive computed per request cannot be worked out once');
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: string) {
      headers[name.toLowerCase()] = value;
    },
    // helmet removes X-Powered-By, which Fastify never sets.
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  let finished = false;
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error instanceof Error ? error : new Error(String(error));
    finished = true;
  });
  if (!finished) throw new Error('the security headers did not settle at start');
  return Object.freeze(headers);
}

/**
 * An `onRequest` hook giving every reply these headers. They go in Fastify's own headers of the reply, written once
 * with its status line, so a route or an error answer may still replace one, as it could replace helmet's.
 */
export function sendSecurityHeaders(headers: Readonly<Record<string, string>>): onRequestHookHandler {
  return (_request, reply, done) => {
    reply.headers(headers);
    done();
  };
}
