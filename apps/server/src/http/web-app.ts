import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { PRODUCT_SLUG } from '@sinar/domain';
import type { FastifyInstance } from 'fastify';

/** Paths that belong to the API: an unknown one there is a JSON 404, never the web app. */
const API_PATH = new RegExp(`^/(${PRODUCT_SLUG}|dev/api|docs|openapi\\.json|healthz)(/|$)`);

/**
 * Serves the built web app from the same origin as the API. Hashed assets are cached for a year; every other
 * GET that asks for HTML gets index.html, and the app's router decides what to show (or where to redirect).
 */
export async function registerWebApp(app: FastifyInstance, webDistDir: string): Promise<void> {
  const indexFile = path.join(webDistDir, 'index.html');
  if (!existsSync(indexFile)) {
    app.log.warn({ webDistDir }, 'web app not built: run `npm run build` to serve it');
    return;
  }
  await app.register(fastifyStatic, {
    root: webDistDir,
    index: false,
    setHeaders(response, filePath) {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      response.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return;
    const pathname = request.url.split('?')[0] ?? '/';
    if (API_PATH.test(pathname) || path.extname(pathname) !== '') return;
    if (!(request.headers.accept ?? '').includes('text/html')) return;
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}
