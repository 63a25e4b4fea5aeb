import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { BACKOFFICE_BASE_PATH, PRODUCT_SLUG } from '@sinar/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { allowScripts, loadPrerenderedPages } from './prerendered-pages.ts';

/**
 * Paths the server answers itself, never an app: the API (an unknown one there is a JSON 404), its documentation and
 * the sandboxes' own pages (the sandbox bank's, where the browser is sent to authorise a mandate).
 */
const SERVER_PATH = new RegExp(`^/(${PRODUCT_SLUG}|dev/api|docs|openapi\\.json|healthz|sandbox)(/|$)`);
const BACKOFFICE_PATH = new RegExp(`^${BACKOFFICE_BASE_PATH}(/|$)`);
/** The back office's pages rendered ahead by its build (decision 079: the login screen), listed as the web app's are. */
const BACKOFFICE_PAGES_FILE = path.join('login', 'pages.json');

/** A built single-page app and the path it is served under. */
interface ServedApp {
  readonly name: string;
  readonly distDir: string;
  /** Where its files are served: '/' or '/backoffice/'. */
  readonly prefix: string;
}

/**
 * Serves the built apps from the same origin as the API: the applicants' web app at the root and the officers' app
 * under /backoffice. Hashed assets are cached for a year; every other GET of a page (a path outside the server's own,
 * without a file extension) gets its app's index.html, whatever its Accept header (a browser's, curl's any type, a
 * probe's `application/json` or none), and the app's router decides what to show (or where to redirect). Paths under
 * /backoffice belong to the officers' app alone: without its build they are a 404, never the web app. A page an app's
 * build rendered ahead (the web app's landing pages, decision 072; the back office's login screen, decision 079) is
 * answered with its own HTML in the language asked.
 */
export async function registerWebApp(
  app: FastifyInstance,
  dirs: { webDistDir: string; backofficeDistDir: string },
): Promise<void> {
  const web = builtApp(app, { name: 'web app', distDir: dirs.webDistDir, prefix: '/' });
  const backoffice = builtApp(app, {
    name: 'back-office app',
    distDir: dirs.backofficeDistDir,
    prefix: `${BACKOFFICE_BASE_PATH}/`,
  });
  const served = [web, backoffice].filter((built): built is ServedApp => built !== null);
  if (served.length === 0) return;
  const prerendered = web ? await loadPrerenderedPages(web.distDir) : () => null;
  const backofficePrerendered = backoffice
    ? await loadPrerenderedPages(backoffice.distDir, BACKOFFICE_PAGES_FILE)
    : () => null;

  for (const [index, built] of served.entries()) {
    await app.register(fastifyStatic, {
      root: built.distDir,
      prefix: built.prefix,
      index: false,
      // The reply's sendFile is added once; it takes the root of the app whose index it sends.
      decorateReply: index === 0,
      setHeaders(response, filePath) {
        const immutable = path.relative(built.distDir, filePath).startsWith(`assets${path.sep}`);
        response.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  // Run on every request, the API's included: Fastify's callback, not a promise and its turn of the microtask queue.
  app.addHook('onRequest', (request, reply, done) => {
    const asked = pageAsked(request);
    const target = asked && (BACKOFFICE_PATH.test(asked.pathname) ? backoffice : web);
    if (!asked || !target) {
      done();
      return;
    }
    const page = (target === web ? prerendered : backofficePrerendered)(asked.pathname, asked.search);
    const policy = reply.getHeader('content-security-policy');
    if (page && typeof policy === 'string') {
      // This page's own inline scripts, by their hashes, and no other (never 'unsafe-inline').
      reply.header('content-security-policy', allowScripts(policy, page.scriptHashes));
    }
    // The page is the answer: Fastify goes no further than a hook that replies without calling `done`.
    reply.header('cache-control', 'no-cache').sendFile(page?.file ?? 'index.html', target.distDir);
  });
}

/**
 * The page a request asks for, if it asks for one of the apps' pages: a GET or HEAD of a path outside the server's
 * own, without a file extension, that no route of the server's own (a health probe, a sandbox page) answers; the
 * static files' wildcard routes, or none, leave the path to an app.
 */
function pageAsked(request: FastifyRequest): { readonly pathname: string; readonly search: string } | null {
  if (request.method !== 'GET' && request.method !== 'HEAD') return null;
  const route = request.routeOptions.url;
  if (route !== undefined && !route.endsWith('*')) return null;
  const [pathname = '/', search = ''] = request.url.split('?');
  return SERVER_PATH.test(pathname) || path.extname(pathname) !== '' ? null : { pathname, search };
}

function builtApp(app: FastifyInstance, candidate: ServedApp): ServedApp | null {
  if (existsSync(path.join(candidate.distDir, 'index.html'))) return candidate;
  app.log.warn(
    { distDir: candidate.distDir },
    `${candidate.name} not built: run \`npm run build\` to serve it`,
  );
  return null;
}
